import { useTranslation } from 'react-i18next';
import type { NewsArticleData } from '../../../shared/media';
import { useSite } from '../../app/site-context';
import { ContentLang, MediaDate } from '../../components/media/common';
import { RichText } from '../../components/sections';
import type { PageProps } from '../types';

/**
 * A news article (spec 001 §2.4): news/{newsHandle}, news/detail/{id}, the consumer detail and the
 * editor's preview of a draft (no structured data for a draft: it is not a public page).
 */
export default function NewsArticle({ data }: PageProps<NewsArticleData>) {
  const { audience } = useSite();
  const { t } = useTranslation(audience);
  const n = data.news;
  return (
    <article className="media-article" aria-labelledby="page-title">
      {data.preview ? (
        <p className="report-status" role="note">
          {t('media.news.previewNotice')}
        </p>
      ) : null}
      <ContentLang fellBack={n.fellBack}>
        <h1 id="page-title">{n.title}</h1>
        <p className="media-meta">
          {t('media.news.published')} <MediaDate iso={n.publishedAt} />
        </p>
        <p className="media-article__lead">{n.summary}</p>
        <RichText blocks={n.body} />
      </ContentLang>
      {data.listHref ? (
        <p className="media-back">
          <a href={data.listHref}>{t('media.news.more')}</a>
        </p>
      ) : null}
    </article>
  );
}
