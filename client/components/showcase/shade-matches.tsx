import { useTranslation } from 'react-i18next';
import type { ShadeResult } from './module-result';

/**
 * The shade finder's answer (issue 22): the closest foundation shade of the catalogue and the two
 * nearest alternatives, each with its match score and a button that tries it on at once.
 */
export function ShadeMatches({ result, onTry }: { result: ShadeResult; onTry: (id: string) => void }) {
  const { t } = useTranslation('showcase');
  const [best, ...others] = result.matches;
  if (!best) return null;
  const row = (m: ShadeResult['matches'][number], label: string) => (
    <li key={m.id} className="showcase__shade-row">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="14" fill={m.color} />
      </svg>
      <span>{label}</span>
      <span>{t('shade.score', { score: Math.round(m.score) })}</span>
      <button type="button" className="button button--small" onClick={() => onTry(m.id)}>
        {t('shade.tryOn', { name: m.name })}
      </button>
    </li>
  );
  return (
    <section className="showcase__shade" aria-labelledby="shade-title" data-testid="shade-result">
      <h2 id="shade-title">{t('shade.title')}</h2>
      <ul>{row(best, t('shade.best', { name: best.name }))}</ul>
      {others.length > 0 && (
        <>
          <h3>{t('shade.alternatives')}</h3>
          <ul>{others.map((m) => row(m, m.name))}</ul>
        </>
      )}
      <p className="showcase__note">{t(result.whiteBalanced ? 'shade.balanced' : 'shade.unbalanced')}</p>
      <p className="showcase__note">{t('shade.note')}</p>
    </section>
  );
}
