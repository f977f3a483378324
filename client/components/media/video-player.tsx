import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { language } from '../../../shared/languages';
import { videoFiles } from '../../../shared/media';
import { useSite } from '../../app/site-context';
import './video-player.css';

/** HTMLMediaElement.NETWORK_NO_SOURCE: every source was tried and none played. */
const NO_SOURCE = 3;
/** HTMLTrackElement.ERROR: the caption file did not load. */
const TRACK_ERROR = 3;

/**
 * The site's video player (decision 0284): a native `<video controls preload="metadata">` with its
 * poster, `<source>` WebM then MP4, and captions in the page's language (English when that file is
 * missing). When no source plays, a translated message says so in place of a silent black box — also
 * when the failure happened before the page hydrated.
 */
export function VideoPlayer({
  url,
  title,
  poster,
  className,
}: {
  url: string;
  title: string;
  poster: string | null;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const { lang } = useSite();
  const files = videoFiles(url, poster);
  const videoRef = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
  const [failed, setFailed] = useState(false);
  const [captionLang, setCaptionLang] = useState<string>(lang);

  useEffect(() => {
    const video = videoRef.current;
    if (video && (video.error || video.networkState === NO_SOURCE)) setFailed(true);
  }, []);

  // A language without its own caption file falls back to the English captions.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || captionLang === 'en') return;
    const fallBack = () => setCaptionLang('en');
    if (track.readyState === TRACK_ERROR) fallBack();
    track.addEventListener('error', fallBack);
    return () => track.removeEventListener('error', fallBack);
  }, [captionLang]);

  const last = files.sources.length - 1;
  const captions = files.captions?.(captionLang);
  const captionLanguage = captionLang === lang ? language(lang) : language('en');
  return (
    <div className={className}>
      {/* biome-ignore lint/a11y/useMediaCaption: the track is there for every site file; an outside address has none to offer */}
      <video
        ref={videoRef}
        controls
        preload="metadata"
        playsInline
        poster={files.poster ?? undefined}
        aria-label={title}
        aria-describedby={failed ? `${videoId(url)}-error` : undefined}
        onError={() => setFailed(true)}
      >
        {files.sources.map((s, i) => (
          <source
            key={s.src}
            src={s.src}
            type={s.type}
            onError={i === last ? () => setFailed(true) : undefined}
          />
        ))}
        {captions ? (
          <track
            key={captions}
            ref={trackRef}
            kind="captions"
            src={captions}
            srcLang={captionLanguage.htmlLang}
            label={captionLanguage.nativeName}
            default
          />
        ) : null}
      </video>
      {failed ? (
        <p className="video-error" id={`${videoId(url)}-error`} role="alert">
          {t('video.error')}
        </p>
      ) : null}
    </div>
  );
}

/** An id for the player's message, from the file's name. */
function videoId(url: string): string {
  return `video-${(/([^/]+?)(\.[a-z0-9]+)?(\?.*)?$/i.exec(url)?.[1] ?? 'file').replace(/[^A-Za-z0-9-]/g, '-')}`;
}
