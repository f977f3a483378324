import { CtaButton } from './links';
import type { SectionProps } from './types';

export function CtaBanner({ section: s, id }: SectionProps<'cta-banner'>) {
  return (
    <section className="sec sec-cta">
      <h2 id={id}>{s.title}</h2>
      <p>{s.description}</p>
      <p className="sec-ctas">
        <CtaButton cta={s.cta} />
      </p>
    </section>
  );
}
