import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { CmsLink, PageBanner } from '../../components/sections';
import type { PageProps } from '../types';
import type { SearchData } from './data';
import './site-search.css';

/**
 * spec 001 §2.1 site search, `{lang}/{business|consumer}/gcse?q=`: a GET form (works without script, and in-app
 * once hydrated) and the ranked hits over the site's content.
 */
export default function SiteSearch({ data }: PageProps<SearchData>) {
  // The business and consumer searches share this page; each audience's namespace words it.
  const { lang, routeId, audience } = useSite();
  const { t } = useTranslation(audience);
  return (
    <>
      <PageBanner title={t('pages.search.heading')}>
        <search>
          <form className="site-search__form" method="get" action={href(lang, routeId)}>
            <label htmlFor="site-search-q" className="visually-hidden">
              {t('search.label')}
            </label>
            <input
              id="site-search-q"
              type="search"
              name="q"
              defaultValue={data.q}
              maxLength={100}
              placeholder={t('search.placeholder')}
              enterKeyHint="search"
            />
            <button type="submit" className="button">
              {t('search.submit')}
            </button>
          </form>
        </search>
      </PageBanner>
      <section className="sec site-search" aria-labelledby="results-title" aria-live="polite">
        <h2 id="results-title">
          {data.q
            ? data.total > 0
              ? t('search.results', { count: data.total, q: data.q })
              : t('search.none', { q: data.q })
            : t('search.empty')}
        </h2>
        {data.hits.length > 0 ? (
          <ol className="site-search__hits">
            {data.hits.map((hit) => (
              <li key={hit.path}>
                <p className="site-search__kind">{t(`search.kinds.${hit.kind}`)}</p>
                <h3>
                  <CmsLink href={hit.path}>{hit.title}</CmsLink>
                </h3>
                <p>
                  {hit.snippet.map((part, i) =>
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed snippet
                    part.mark ? <mark key={i}>{part.text}</mark> : part.text,
                  )}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
    </>
  );
}
