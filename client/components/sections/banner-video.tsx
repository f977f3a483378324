import { type Ref, type SyntheticEvent, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextInRotation, type RotatingVideo, rotationFor } from '../../../shared/banner-rotation';
import { SiteContext } from '../../app/site-context';
import { useBannerMobileMedia } from './media';

/** A banner's videos (spec 001 §3.1 banner: desktop and mobile video, poster, rotateBanner entries). */
export type BannerVideoSources = RotatingVideo & { poster?: string | null };

export const hasVideo = (v: BannerVideoSources | null | undefined): v is BannerVideoSources =>
  !!(v?.desktop || v?.mobile || v?.rotate?.length);

export const prefersReducedMotion = () =>
  typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Starts the video just rendered before it as soon as the parser reaches it — before the client starts
 * (decision 0142) — unless the visitor prefers reduced motion. The HTML carries no `autoplay`, which
 * would start it for everyone.
 */
const START_EARLY =
  "(function(s){var v=s&&s.previousElementSibling;try{if(v&&v.play&&!matchMedia('(prefers-reduced-motion: reduce)').matches){var p=v.play();p&&p.catch(function(){})}}catch(e){}})(document.currentScript)";

/** Where the rotation stands once it has moved: the clip shown and whether to start it. */
type Step = { at: number; src: string; play: boolean };

/**
 * A banner's background video (decision 0207): muted, inline on phones, with its poster; the mobile
 * source under the banner area's mobile rule (spec 001 §5). Decorative, so hidden from assistive
 * technology and out of the tab order — the banner's text carries the message.
 *
 * With rotate entries (decision 0308) it plays the area's videos one after another in the same element:
 * the server's markup names the first of each area, and each `ended` swaps in the next address, so
 * only the clip on screen is ever fetched. When the last ends, `loop` goes back to the first and plays
 * on; otherwise the owner's `onEnded` hears that the banner's videos are done (the carousel moves on)
 * and the element goes back to its first, unplayed. Pausing the element (the owner's pause button)
 * holds the rotation; with reduced motion nothing starts it, so it stays on the poster.
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
  /** Go on from the first after the last (a lone banner); else the end goes to `onEnded`. */
  loop?: boolean;
  /** Play from first paint (the visible banner); the owner starts the others. */
  startEarly?: boolean;
  onEnded?: (e: SyntheticEvent<HTMLVideoElement>) => void;
  onPlayingChange?: (playing: boolean) => void;
  ref?: Ref<HTMLVideoElement>;
}) {
  const mobileMedia = useBannerMobileMedia();
  const nonce = useContext(SiteContext)?.nonce;
  const [step, setStep] = useState<Step | null>(null);
  const own = useRef<HTMLVideoElement | null>(null);
  const desktopList = rotationFor('desktop', video);
  const mobileList = rotationFor('mobile', video);
  const rotates = desktopList.length > 1 || mobileList.length > 1;

  // A swapped-in address loads by itself; start it when the rotation moved on while playing.
  useEffect(() => {
    if (step?.play) void own.current?.play().catch(() => undefined);
  }, [step]);

  const main = desktopList[0];
  if (!main) return null;
  const mobile = mobileList[0] !== main ? mobileList[0] : null;

  const ended = (e: SyntheticEvent<HTMLVideoElement>) => {
    if (!rotates) {
      onEnded?.(e);
      return;
    }
    const list = matchMedia(mobileMedia).matches ? mobileList : desktopList;
    const next = nextInRotation(step?.at ?? 0, list.length);
    if (next.wrapped && !loop) {
      // Back to the first for the next time round; the owner decides what comes now.
      if (list.length > 1) setStep({ at: 0, src: list[0]!, play: false });
      onEnded?.(e);
      return;
    }
    if (list.length === 1) void e.currentTarget.play().catch(() => undefined);
    else setStep({ at: next.at, src: list[next.at]!, play: true });
  };

  return (
    <>
      <video
        ref={(el) => {
          own.current = el;
          if (typeof ref === 'function') return ref(el);
          if (ref) ref.current = el;
        }}
        className={className}
        poster={video.poster ?? undefined}
        src={step?.src}
        muted
        playsInline
        loop={loop && !rotates}
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
        onEnded={ended}
        onPlay={onPlayingChange && (() => onPlayingChange(true))}
        onPause={onPlayingChange && (() => onPlayingChange(false))}
      >
        {step ? null : (
          <>
            {mobile ? <source media={mobileMedia} src={mobile} /> : null}
            <source src={main} />
          </>
        )}
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
