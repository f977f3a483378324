import type { SectionProps } from './types';

export function Steps({ section: s, id }: SectionProps<'steps'>) {
  return (
    <section className="sec sec-steps">
      <h2 id={id}>{s.title}</h2>
      <ol className="sec-steps__list">
        {s.steps.map((step) => (
          <li key={step.name}>
            <h3>{step.name}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
