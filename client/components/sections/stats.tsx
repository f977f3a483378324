import type { SectionProps } from './types';

export function Stats({ section: s, id }: SectionProps<'stats'>) {
  return (
    <section className="sec sec-stats">
      {s.title ? <h2 id={id}>{s.title}</h2> : null}
      <dl className="sec-stats__list">
        {s.items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
