import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { BannerVideo, type BannerVideoSources, prefersReducedMotion } from '../sections/banner-video';
import './carousel.css';

/** spec 001 §4 / §9: home banner carousel timings. */
export const CAROUSEL_DELAY_MS = 6000;
export const CAROUSEL_TRANSITION_MS = 1000;
export const CAROUSEL_JUMP_MS = 800;

export type Slide = {
  key: string;
  content: ReactNode;
  /** A slide with a video advances when its videos have played (spec 001 §4, decision 0308), not on the timer. */
  video?: BannerVideoSources;
};

export type CarouselLabels = {
  region: string;
  pause: string;
  play: string;
  goTo: (n: number) => string;
  slide: (n: number, total: number) => string;
};

/**
 * The hero banner rotation (spec 001 §4): slides advance every 6000 ms with a 1000 ms transition and
 * start again at the first after the last; a bullet jumps in 800 ms; a pause/play button stops and
 * resumes; a slide's video ending advances. With prefers-reduced-motion the carousel starts paused
 * and moves without animation. Autoplay also holds while keyboard focus is inside (WCAG 2.2.2).
 */
export function Carousel({ slides, labels }: { slides: readonly Slide[]; labels: CarouselLabels }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [duration, setDuration] = useState(CAROUSEL_TRANSITION_MS);
  const [focused, setFocused] = useState(false);
  const [motion, setMotion] = useState(true);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const total = slides.length;

  useEffect(() => {
    if (prefersReducedMotion()) {
      setMotion(false);
      setPlaying(false);
    }
  }, []);

  const show = useCallback(
    (next: number, ms: number) => {
      setDuration(ms);
      setIndex(((next % total) + total) % total);
    },
    [total],
  );

  const current = slides[index];
  const hasVideo = !!current?.video;

  // The timer: only while playing, not for a video slide (its end advances), not while focus is inside.
  useEffect(() => {
    if (!playing || focused || total < 2 || hasVideo) return;
    const timer = setTimeout(() => show(index + 1, CAROUSEL_TRANSITION_MS), CAROUSEL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [playing, focused, total, hasVideo, index, show]);

  // Only the visible slide's video plays.
  useEffect(() => {
    videos.current.forEach((v, i) => {
      if (!v) return;
      if (i === index && playing) void v.play().catch(() => undefined);
      else v.pause();
    });
  }, [index, playing]);

  if (total === 0) return null;
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-index={index}
      data-playing={playing && !focused ? 'true' : 'false'}
      onFocus={(e) => {
        if (e.target instanceof HTMLElement && e.target.matches(':focus-visible')) setFocused(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="carousel__track"
        style={{
          transform: `translateX(${-index * 100}%)`,
          transitionDuration: `${motion ? duration : 0}ms`,
        }}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group with roledescription "slide"
          <div
            key={slide.key}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(i + 1, total)}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {slide.video ? (
              <BannerVideo
                ref={(el) => {
                  videos.current[i] = el;
                }}
                video={slide.video}
                className="carousel__video"
                // The first slide plays from first paint; a lone slide loops (no next slide to show).
                startEarly={i === 0}
                loop={total < 2}
                onEnded={() => show(i + 1, CAROUSEL_TRANSITION_MS)}
              />
            ) : null}
            {slide.content}
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__toggle media-toggle"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? labels.pause : labels.play}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <ul className="carousel__bullets">
            {slides.map((slide, i) => (
              <li key={slide.key}>
                <button
                  type="button"
                  aria-label={labels.goTo(i + 1)}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => show(i, CAROUSEL_JUMP_MS)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
