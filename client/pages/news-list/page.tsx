import { useTranslation } from 'react-i18next';
import type { NewsListData } from '../../../shared/media';
import { ListThumb } from '../../components/list-thumb';
import { ContentLang, MediaDate } from '../../components/media/common';
import { PageBanner } from '../../components/sections';
import type { PageProps } from '../types';

/** /business/news/list (spec 001 §2.4): every news item, newest first, each linking to its article. */
export default function NewsList({ data }: PageProps<NewsListData>) {
  const { t } = useTranslation('business');
  const { t: seo } = useTranslation('seo');
  return (
    <>
      <PageBanner title={seo('news-list.heading')} lead={seo('news-list.description')} />
      <section className="sec" aria-labelledby="news-list-title">
        <h2 id="news-list-title" className="visually-hidden">
          {t('media.news.latest')}
        </h2>
        {data.items.length === 0 ? <p>{t('media.empty')}</p> : null}
        <ul className="cards">
          {data.items.map((n, i) => (
            <li key={n.href} className="card media-card">
              <ContentLang fellBack={n.fellBack}>
                <ListThumb src={n.imageUrl} index={i} />
                <h3>
                  <a href={n.href}>{n.title}</a>
                </h3>
                <p className="media-meta">
                  <MediaDate iso={n.publishedAt} />
                </p>
                <p>{n.summary}</p>
              </ContentLang>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
