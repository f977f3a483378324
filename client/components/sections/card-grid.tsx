import { textKeys } from './keys';
import { CmsLink } from './links';
import { ResponsiveImage } from './media';
import type { SectionProps } from './types';

/** A grid of cards, each optionally a link (solution lists, plan pickers). */
export function CardGrid({ section: s, id }: SectionProps<'card-grid'>) {
  const keys = textKeys(s.cards.map((c) => c.title));
  return (
    <section className="sec sec-grid">
      <h2 id={id}>{s.title}</h2>
      {s.description ? <p className="sec-lead">{s.description}</p> : null}
      <ul className="cards">
        {s.cards.map((card, i) => (
          <li key={keys[i]} className="card sec-grid__card">
            {card.image !== undefined ? (
              <ResponsiveImage
                desktop={card.image}
                alt=""
                ratio={16 / 9}
                tone={i}
                sizes="(max-width: 600px) 100vw, 380px"
              />
            ) : null}
            <h3>{card.link ? <CmsLink href={card.link}>{card.title}</CmsLink> : card.title}</h3>
            <p>{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
