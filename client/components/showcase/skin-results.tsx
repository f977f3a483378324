import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ASPECTS, reshapeSkinResult, SCORE_FIELDS, type SkinResult } from '../../../shared/skin-model';

/** How many indicators the compact view lists. */
const TOP = 5;

/**
 * The results view of a skin analysis (spec 001 §3.6) from a raw result set: a demo model's, or one the
 * embedded module computed from the visitor's face (`live`: relative indicators, said so). `compact`
 * (the `?mode=widget` card): the skin type and age, and the indicators that need the most care.
 */
export function SkinResults({
  raw,
  live = false,
  compact = false,
  marks,
}: {
  raw: Record<string, unknown>;
  live?: boolean;
  compact?: boolean;
  /** The concerns marked on the stage and their switch (only with a result from the face). */
  marks?: MarkSwitches;
}) {
  const { t } = useTranslation('showcase');
  const r = reshapeSkinResult(raw);
  const switches = live && marks ? <MarkToggles {...marks} /> : null;
  if (compact) return <CompactResults r={r} live={live} switches={switches} />;
  return (
    <div className="skin-results" data-source={live ? 'face' : 'model'}>
      {switches}
      <dl className="skin-results__summary">
        <dt>{t('skin.skinType')}</dt>
        <dd data-testid="skin-type">{t(`skin.types.${r.skinType}`)}</dd>
        <dd className="skin-results__about">{t(`skin.typeDescriptions.${r.skinType}`)}</dd>
        {r.skinAge !== null && (
          <>
            <dt>{t('skin.skinAge')}</dt>
            <dd>{r.skinAge}</dd>
          </>
        )}
        {r.fitzpatrickScale !== null && (
          <>
            <dt>{t('skin.fitzpatrick')}</dt>
            <dd>{r.fitzpatrickScale}</dd>
          </>
        )}
      </dl>
      <table className="skin-results__aspects">
        <caption>{t('skin.aspectsCaption')}</caption>
        <tbody>
          {ASPECTS.map((a) => (
            <tr key={a}>
              <th scope="row">{t(`skin.aspects.${a}`)}</th>
              <td>{t(`skin.levels.${r.levels[a]}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="skin-results__scores">
        {SCORE_FIELDS.filter((f) => r.scores[f] !== undefined).map((f) => (
          <li key={f}>
            <span>{t(`skin.fields.${f}`)}</span>
            <meter min={0} max={100} low={60} high={80} optimum={100} value={r.scores[f]}>
              {r.scores[f]}
            </meter>
            <span>{r.scores[f]}</span>
          </li>
        ))}
      </ul>
      <p className="skin-results__note" data-testid="skin-note">
        {t(live ? 'skin.liveNote' : 'skin.sampleNote')}
      </p>
    </div>
  );
}

/** The lowest scores first (the concerns), the overall score left out: it heads the card instead. */
function topConcerns(r: SkinResult) {
  return SCORE_FIELDS.filter((f) => f !== 'overall' && r.scores[f] !== undefined)
    .map((f) => ({ field: f, score: r.scores[f]! }))
    .sort((a, b) => a.score - b.score)
    .slice(0, TOP);
}

function Meter({ value }: { value: number }) {
  return (
    <meter min={0} max={100} low={60} high={80} optimum={100} value={value}>
      {value}
    </meter>
  );
}

/** The skin concerns the stage can mark (client/tryon/analysis/skin-marks.ts SKIN_CONCERNS). */
export const MARK_CONCERNS = ['spots', 'wrinkles', 'pores', 'redness', 'darkCircles'] as const;

type MarkSwitches = { on: readonly string[]; toggle: (concern: string) => void };

/** One pressed-or-not button per concern: its marks on the face (docs/tryon.md "Analysis"). */
function MarkToggles({ on, toggle }: MarkSwitches) {
  const { t } = useTranslation('showcase');
  return (
    <fieldset className="skin-results__marks" data-testid="skin-marks">
      <legend>{t('skin.marks.legend')}</legend>
      {MARK_CONCERNS.map((c) => (
        <button
          key={c}
          type="button"
          className={`button button--small skin-results__mark skin-results__mark--${c}`}
          aria-pressed={on.includes(c)}
          onClick={() => toggle(c)}
        >
          {t(`skin.marks.${c}`)}
        </button>
      ))}
    </fieldset>
  );
}

function CompactResults({ r, live, switches }: { r: SkinResult; live: boolean; switches: ReactNode }) {
  const { t } = useTranslation('showcase');
  const listId = useId();
  const overall = r.scores.overall;
  return (
    <div className="skin-results skin-results--compact" data-source={live ? 'face' : 'model'}>
      {switches}
      <dl className="skin-results__summary">
        <dt>{t('skin.skinType')}</dt>
        <dd data-testid="skin-type">{t(`skin.types.${r.skinType}`)}</dd>
        {r.skinAge !== null && (
          <>
            <dt>{t('skin.skinAge')}</dt>
            <dd>{r.skinAge}</dd>
          </>
        )}
        {overall !== undefined && (
          <>
            <dt>{t('skin.fields.overall')}</dt>
            <dd>{overall}</dd>
          </>
        )}
      </dl>
      <p className="skin-results__caption" id={listId}>
        {t('widget.top')}
      </p>
      <ul className="skin-results__scores" aria-labelledby={listId} data-testid="skin-top">
        {topConcerns(r).map(({ field, score }) => (
          <li key={field}>
            <span>{t(`skin.fields.${field}`)}</span>
            <Meter value={score} />
            <span>{score}</span>
          </li>
        ))}
      </ul>
      <p className="skin-results__note" data-testid="skin-note">
        {t(live ? 'skin.liveNote' : 'skin.sampleNote')}
      </p>
    </div>
  );
}
