import { useTranslation } from 'react-i18next';
import { clockDuration, isVideoFile, type VideoDetailData } from '../../../shared/media';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { ContentLang, MediaDate } from '../../components/media/common';
import { VideoCardView } from '../../components/media/video-card';
import { VideoPlayer } from '../../components/media/video-player';
import { ShareSection } from '../../components/share-buttons';
import type { PageProps } from '../types';

/**
 * The player (decisions 0123, 0284): files play in the site's native player with captions; other
 * addresses show the poster and open at their host — no embedded third-party frames.
 */
function Player({ url, title, poster }: { url: string; title: string; poster: string | null }) {
  const { t } = useTranslation('business');
  if (isVideoFile(url))
    return <VideoPlayer className="video-player" url={url} title={title} poster={poster} />;
  return (
    <div className="video-player">
      {poster ? (
        // The poster is the page's largest picture, above the fold: fetched first (decision 0232).
        <img src={poster} alt="" width={1200} height={675} decoding="async" fetchPriority="high" />
      ) : null}
      <a className="video-player__play" href={url} target="_blank" rel="noopener">
        {t('media.videos.watchAt', { title })}
      </a>
    </div>
  );
}

/** /business/video/{videoId} (spec 001 §2.4, §3.3, §9) with VideoObject structured data. */
export default function VideoDetail({ data }: PageProps<VideoDetailData>) {
  const { t } = useTranslation('business');
  const { lang, edge, pathname } = useSite();
  const v = data.video;
  return (
    <article className="media-article" aria-labelledby="page-title">
      <ContentLang fellBack={v.fellBack}>
        <h1 id="page-title">{v.title}</h1>
        <p className="media-meta">
          <MediaDate iso={v.createdTime} /> · {t('media.videos.duration')} {clockDuration(v.seconds)}
        </p>
        <Player url={v.videoUrl} title={v.title} poster={v.videoImageUrl} />
        <p className="media-article__lead">{v.description}</p>
      </ContentLang>
      {/* spec 001 §7: share helpers for video paths (decision 0176). */}
      <ShareSection
        heading={t('media.videos.share')}
        url={`${edge.origin ?? ''}${pathname}`}
        title={v.title}
        label={(network) => t('blog.shareOn', { network })}
        hint={t('blog.newWindow')}
      />
      {data.more.length ? (
        <section aria-labelledby="more-videos" className="media-back">
          <h2 id="more-videos">{t('media.videos.more')}</h2>
          <ul className="cards">
            {data.more.map((m) => (
              <VideoCardView key={m.href} v={m} />
            ))}
          </ul>
        </section>
      ) : null}
      <p className="media-back">
        <a href={href(lang, 'videos')}>{t('media.videos.all')}</a>
      </p>
    </article>
  );
}
