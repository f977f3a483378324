import { useTranslation } from 'react-i18next';
import { HAIR_INDICATORS, type HairIndicator } from '../../../shared/hair';
import type { HairResult } from './module-result';

/**
 * The hair indicators the embedded module reads from the visitor's hair (spec 001 §2.3 hair type,
 * length, frizziness, density; docs/tryon-hair.md): the page's own indicator first and larger, the
 * others below; every one a relative reading on 0–100 with its level, labelled a visual demo.
 */
export function HairResults({ result, focus }: { result: HairResult; focus: HairIndicator }) {
  const { t } = useTranslation('showcase');
  const order = [focus, ...HAIR_INDICATORS.filter((k) => k !== focus)];
  return (
    <div className="skin-results hair-results" data-source="hair" data-testid="hair-results">
      <ul className="skin-results__scores">
        {order.map((k) => (
          <li key={k} className={k === focus ? 'hair-results__focus' : undefined} data-indicator={k}>
            <span>{t(`hair.indicators.${k}`)}</span>
            <meter min={0} max={100} value={result[k].score}>
              {result[k].score}
            </meter>
            <span data-testid={`hair-${k}`}>{t(`hair.levels.${result[k].level}`)}</span>
          </li>
        ))}
      </ul>
      <p className="skin-results__note">{t('hair.note')}</p>
    </div>
  );
}
