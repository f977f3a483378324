import type { SectionProps } from './types';

/** Partner and customer names; a logo image when the CMS has one, the name in type otherwise. */
export function LogoWall({ section: s, id }: SectionProps<'logo-wall'>) {
  return (
    <section className="sec sec-logos">
      <h2 id={id}>{s.title}</h2>
      <ul className="sec-logos__list">
        {s.logos.map((l) => (
          <li key={l.name}>
            {l.image ? (
              <img src={l.image} alt={l.name} width={160} height={64} loading="lazy" />
            ) : (
              <span>{l.name}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
