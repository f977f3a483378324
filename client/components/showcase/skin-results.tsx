import { useTranslation } from 'react-i18next';
import { ASPECTS, reshapeSkinResult, SCORE_FIELDS } from '../../../shared/skin-model';

/**
 * The results view of a skin analysis (spec 001 §3.6) from a raw result set: a demo model's, or one the
 * embedded module computed from the visitor's face (`live`: relative indicators, said so).
 */
export function SkinResults({ raw, live = false }: { raw: Record<string, unknown>; live?: boolean }) {
  const { t } = useTranslation('showcase');
  const r = reshapeSkinResult(raw);
  return (
    <div className="skin-results" data-source={live ? 'face' : 'model'}>
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
