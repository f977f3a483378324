import { useTranslation } from 'react-i18next';
import type { VideoListData } from '../../../shared/media';
import { VideoCardView } from '../../components/media/video-card';
import { PageBanner } from '../../components/sections';
import type { PageProps } from '../types';

/** /business/videos (spec 001 §2.4): the video library, newest first. */
export default function VideoList({ data }: PageProps<VideoListData>) {
  const { t } = useTranslation('business');
  const { t: seo } = useTranslation('seo');
  return (
    <>
      <PageBanner title={seo('videos.heading')} lead={seo('videos.description')} />
      <section className="sec" aria-labelledby="videos-title">
        <h2 id="videos-title" className="visually-hidden">
          {t('media.videos.all')}
        </h2>
        {data.items.length === 0 ? <p>{t('media.empty')}</p> : null}
        <ul className="cards">
          {data.items.map((v, i) => (
            <VideoCardView key={v.href} v={v} index={i} />
          ))}
        </ul>
      </section>
    </>
  );
}
