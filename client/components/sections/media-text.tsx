import { CtaButton } from './links';
import { ResponsiveImage } from './media';
import type { SectionProps } from './types';

/** Image beside text (the seed's solution overviews). */
export function MediaText({ section: s, id }: SectionProps<'media-text'>) {
  return (
    <section className={`sec sec-media-text sec-media-text--${s.imagePosition}`}>
      <div className="sec-media-text__body">
        <h2 id={id}>{s.title}</h2>
        <p>{s.body}</p>
        {s.cta ? (
          <p className="sec-ctas">
            <CtaButton cta={s.cta} />
          </p>
        ) : null}
      </div>
      <ResponsiveImage desktop={s.image} ratio={4 / 3} tone={2} sizes="(max-width: 800px) 100vw, 560px" />
    </section>
  );
}
