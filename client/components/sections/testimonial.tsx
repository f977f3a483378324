import { useTranslation } from 'react-i18next';
import { textKeys } from './keys';
import type { SectionProps } from './types';
import './testimonial.css';
import { LazyImg } from '../lazy-img';

/**
 * Quotes of customers or partners (decision 0300): each a `<figure>` with the words in a
 * `<blockquote>` and the person in the `<figcaption>` — name, role, company, and the company's logo
 * (its name as text alternative). The portrait is decorative: the name stands beside it.
 */
export function Testimonial({ section: s, id }: SectionProps<'testimonial'>) {
  const { t } = useTranslation('common');
  const keys = textKeys(s.quotes.map((q) => `${q.name}|${q.quote}`));
  return (
    <section
      className="sec sec-testimonial"
      aria-labelledby={s.title ? id : undefined}
      aria-label={s.title ? undefined : t('sections.testimonials')}
    >
      {s.title ? <h2 id={id}>{s.title}</h2> : null}
      <div className={`sec-testimonial__list${s.quotes.length > 1 ? ' sec-testimonial__list--many' : ''}`}>
        {s.quotes.map((q, i) => (
          <figure key={keys[i]} className="sec-testimonial__item">
            <blockquote className="sec-testimonial__quote">
              <p>{q.quote}</p>
            </blockquote>
            <figcaption className="sec-testimonial__person">
              {q.portrait ? (
                <LazyImg className="sec-testimonial__portrait" src={q.portrait} width={64} height={64} />
              ) : null}
              <span className="sec-testimonial__who">
                <span className="sec-testimonial__name">{q.name}</span>
                <span className="sec-testimonial__role">{q.role}</span>
                <span className="sec-testimonial__role">{q.company}</span>
              </span>
              {q.logo ? (
                <LazyImg
                  className="sec-testimonial__logo"
                  src={q.logo}
                  alt={q.company}
                  width={120}
                  height={36}
                />
              ) : null}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
