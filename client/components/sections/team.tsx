import { CmsLink } from './links';
import type { SectionProps } from './types';
import './team.css';
import { LazyImg } from '../lazy-img';

/** The portraits' drawn size (docs/content-world.md: 240×240 SVGs). */
const PORTRAIT = 240;

/**
 * People cards (decision 0304): a list of cards, each with a sized, lazily loaded portrait whose text
 * alternative is the person's name, their role, a short bio and, when given, a link to their profile.
 */
export function Team({ section: s, id }: SectionProps<'team'>) {
  return (
    <section className="sec sec-team" aria-labelledby={id}>
      <h2 id={id}>{s.title}</h2>
      {s.description ? <p className="sec-lead">{s.description}</p> : null}
      <ul className="sec-team__list">
        {s.people.map((p) => (
          <li key={p.name} className="sec-team__card">
            {p.portrait ? (
              <LazyImg
                className="sec-team__portrait"
                src={p.portrait}
                alt={p.name}
                width={PORTRAIT}
                height={PORTRAIT}
              />
            ) : (
              <div className="sec-team__portrait sec-team__portrait--empty" aria-hidden="true" />
            )}
            <h3 className="sec-team__name">{p.link ? <CmsLink href={p.link}>{p.name}</CmsLink> : p.name}</h3>
            <p className="sec-team__role">{p.role}</p>
            <p className="sec-team__bio">{p.bio}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
