import type { SectionProps } from './types';

/** spec 001 §3.1 section-faq: native disclosure widgets, usable without script. */
export function SectionFaq({ section: s, id }: SectionProps<'section-faq'>) {
  return (
    <section className="sec sec-faq">
      <h2 id={id}>{s.title}</h2>
      {s.faqs.map((f, i) => (
        <details key={f.question} open={i === 0}>
          <summary>{f.question}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
    </section>
  );
}
