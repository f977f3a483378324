import { CtaRow } from './links';
import { ResponsiveImage } from './media';
import type { SectionProps } from './types';

/** spec 001 §3.1 basic-section: a title, a paragraph, an optional image and buttons. */
export function BasicSection({ section: s, id }: SectionProps<'basic-section'>) {
  return (
    <section className="sec sec-basic">
      <h2 id={id}>{s.title}</h2>
      <p className="sec-lead">{s.description}</p>
      {s.image !== undefined ? <ResponsiveImage desktop={s.image} ratio={16 / 9} tone={1} /> : null}
      <CtaRow ctas={s.ctas} />
    </section>
  );
}
