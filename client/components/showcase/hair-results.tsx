import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HAIR_INDICATORS, type HairIndicator } from '../../../shared/hair';
import type { HairResult } from './module-result';

/**
 * The hair indicators the embedded module reads from the visitor's hair (spec 001 §2.3 hair type,
 * length, frizziness, density; docs/tryon-hair.md): the page's own indicator first and larger, the
 * others below; every one a relative reading on 0–100 with its level, labelled a visual demo. One row
 * per indicator — its name, a meter named by it, the level in words — on columns of their own, so a
 * level never runs into the next indicator's name in any language. Under each, what was measured
 * (issue 38), so two heads of hair that read alike can be told apart.
 */
/** What an indicator measured: its words' key and value (the length says above or below the chin). */
function measuredText(k: HairIndicator, v: number): [string, { value: string }] {
  if (k === 'length')
    return [`hair.measured.${v < 0 ? 'lengthAbove' : 'lengthBelow'}`, { value: Math.abs(v).toFixed(2) }];
  return [`hair.measured.${k}`, { value: k === 'frizziness' ? v.toFixed(1) : String(Math.round(v)) }];
}

export function HairResults({ result, focus }: { result: HairResult; focus: HairIndicator }) {
  const { t } = useTranslation('showcase');
  const id = useId();
  const order = [focus, ...HAIR_INDICATORS.filter((k) => k !== focus)];
  return (
    <div className="skin-results hair-results" data-source="hair" data-testid="hair-results">
      <ul className="hair-results__list">
        {order.map((k) => (
          <li
            key={k}
            className={k === focus ? 'hair-results__row hair-results__focus' : 'hair-results__row'}
            data-indicator={k}
          >
            <span className="hair-results__name" id={`${id}-${k}`}>
              {t(`hair.indicators.${k}`)}
            </span>
            <meter min={0} max={100} value={result[k].score} aria-labelledby={`${id}-${k}`}>
              {result[k].score}
            </meter>
            <span className="hair-results__level" data-testid={`hair-${k}`}>
              {t(`hair.levels.${result[k].level}`)}
            </span>
            <span className="hair-results__measured" data-testid={`hair-${k}-measured`}>
              {t(...measuredText(k, result[k].measured))}
            </span>
          </li>
        ))}
      </ul>
      <p className="skin-results__note">{t('hair.note')}</p>
    </div>
  );
}
