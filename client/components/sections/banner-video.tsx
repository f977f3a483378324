import { type Ref, type SyntheticEvent, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteContext } from '../../app/site-context';
import { useBannerMobileMedia } from './media';

/** A banner's videos (spec 001 §3.1 banner: desktop and mobile video, poster). */
export type BannerVideoSources = {
  desktop?: string | null;
  mobile?: string | null;
  poster?: string | null;
};

export const hasVideo = (v: BannerVideoSources | null | undefined): v is BannerVideoSources =>
  !!(v?.desktop || v?.mobile);

export const prefersReducedMotion = () =>
  typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Starts the video just rendered before it as soon as the parser reaches it — before the client starts
 * (decision 0142) — unless the visitor prefers reduced motion. The HTML carries no `autoplay`, which
 * would start it for everyone.
 */
const START_EARLY =
  "(function(s){var v=s&&s.previousElementSibling;try{if(v&&v.play&&!matchMedia('(prefers-reduced-motion: reduce)').matches){var p=v.play();p&&p.catch(function(){})}}catch(e){}})(document.currentScript)";

/**
 * A banner's background video (decision 0207): muted, inline on phones, with its poster; the mobile
 * source under the banner area's mobile rule (spec 001 §5). Decorative, so hidden from assistive
 * technology and out of the tab order — the banner's text carries the message.
 */
export function BannerVideo({
  video,
  className,
  loop,
  startEarly,
  onEnded,
  onPlayingChange,
  ref,
}: {
  video: BannerVideoSources;
  className?: string;
  loop?: boolean;
  /** Play from first paint (the visible banner); the owner starts the others. */
  startEarly?: boolean;
  onEnded?: (e: SyntheticEvent<HTMLVideoElement>) => void;
  onPlayingChange?: (playing: boolean) => void;
  ref?: Ref<HTMLVideoElement>;
}) {
  const mobileMedia = useBannerMobileMedia();
  const nonce = useContext(SiteContext)?.nonce;
  const main = video.desktop || video.mobile;
  if (!main) return null;
  const mobile = video.desktop && video.mobile ? video.mobile : null;
  return (
    <>
      <video
        ref={ref}
        className={className}
        poster={video.poster ?? undefined}
        muted
        playsInline
        loop={loop}
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
        onEnded={onEnded}
        onPlay={onPlayingChange && (() => onPlayingChange(true))}
        onPause={onPlayingChange && (() => onPlayingChange(false))}
      >
        {mobile ? <source media={mobileMedia} src={mobile} /> : null}
        <source src={main} />
      </video>
      {startEarly ? (
        // A fixed script of this module, with the page's nonce (the CSP allows nothing else).
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: START_EARLY }} />
      ) : null}
    </>
  );
}

/**
 * A top banner's looping video with a pause/play button (WCAG 2.2.2: motion that goes on past five
 * seconds can be stopped). With prefers-reduced-motion it stays on its poster until played.
 */
export function LoopingBannerVideo({ video, className }: { video: BannerVideoSources; className: string }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    if (prefersReducedMotion()) v.pause();
    // After in-app navigation no early script ran.
    else if (v.paused) void v.play().catch(() => undefined);
    setPlaying(!v.paused);
  }, []);
  const toggle = () => {
    const v = ref.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  };
  return (
    <>
      <BannerVideo
        ref={ref}
        video={video}
        className={className}
        loop
        startEarly
        onPlayingChange={setPlaying}
      />
      <button
        type="button"
        className="sec-banner__video-toggle media-toggle"
        aria-label={playing ? t('banner.pauseVideo') : t('banner.playVideo')}
        onClick={toggle}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
    </>
  );
}
