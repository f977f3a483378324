import { useTranslation } from 'react-i18next';
import { clockDuration, type VideoCard } from '../../../shared/media';
import { FIRST_ROW } from '../list-thumb';
import { ContentLang, MediaDate } from './common';

/** A video in a list: a thumbnail with its length (spec 001 §3.3 videoImageUrl, videoDuration), title, date. */
export function VideoCardView({
  v,
  heading: H = 'h3',
  index = FIRST_ROW,
}: {
  v: VideoCard;
  heading?: 'h2' | 'h3';
  /** The card's position in its list: the first row's thumbnails load at once. */
  index?: number;
}) {
  const { t } = useTranslation('business');
  const clock = clockDuration(v.seconds);
  return (
    <li className="card media-card">
      <ContentLang fellBack={v.fellBack}>
        <div className="video-card__thumb">
          {v.videoImageUrl ? (
            <img
              src={v.videoImageUrl}
              alt=""
              width={640}
              height={360}
              loading={index < FIRST_ROW ? undefined : 'lazy'}
              decoding="async"
            />
          ) : null}
          <span>
            <span className="visually-hidden">{t('media.videos.duration')} </span>
            {clock}
          </span>
        </div>
        <H>
          <a href={v.href}>{v.title}</a>
        </H>
        <p className="media-meta">
          <MediaDate iso={v.createdTime} />
        </p>
        <p>{v.description}</p>
      </ContentLang>
    </li>
  );
}
