import { useTranslation } from 'react-i18next';
import type { SectionProps } from './types';

/** spec 001 §3.1 compare-table: a real table; true/false cells read as included / not included. */
export function CompareTable({ section: s, id }: SectionProps<'compare-table'>) {
  const { t } = useTranslation('common');
  return (
    <section className="sec sec-compare">
      <h2 id={id}>{s.title}</h2>
      {/* A box that may scroll sideways takes keyboard focus, named by the heading (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="sec-compare__scroll" aria-labelledby={id} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <td />
              {s.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {s.columns.map((c, i) => {
                  const v = row.values[i];
                  if (typeof v !== 'boolean') return <td key={c}>{v ?? ''}</td>;
                  return (
                    <td key={c} className={v ? 'is-yes' : 'is-no'}>
                      <span aria-hidden="true">{v ? '✓' : '–'}</span>
                      <span className="visually-hidden">
                        {t(v ? 'sections.included' : 'sections.notIncluded')}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
