import { ResponsiveImage } from './media';
import type { SectionProps } from './types';
import './timeline.css';

/**
 * Dated milestones, oldest first (decision 0304): an ordered list, one column on phones, alternating
 * sides of a centre line on wide screens. The label is a `<time>` when the CMS gives its date.
 */
export function Timeline({ section: s, id }: SectionProps<'timeline'>) {
  return (
    <section className="sec sec-timeline" aria-labelledby={id}>
      <h2 id={id}>{s.title}</h2>
      {s.description ? <p className="sec-lead">{s.description}</p> : null}
      <ol className="sec-timeline__list">
        {s.items.map((item, i) => (
          <li key={`${item.label}|${item.title}`} className="sec-timeline__item">
            <p className="sec-timeline__label">
              {item.datetime ? <time dateTime={item.datetime}>{item.label}</time> : item.label}
            </p>
            <div className="sec-timeline__body">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              {item.image ? (
                <ResponsiveImage
                  desktop={item.image}
                  ratio={16 / 10}
                  sizes="(max-width: 800px) 90vw, 40vw"
                  tone={i}
                  className="sec-timeline__img"
                />
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
