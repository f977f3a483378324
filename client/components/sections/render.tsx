import type { ComponentType, ReactNode } from 'react';
import type { Section } from '../../../shared/smb/content';
import { reportUnknownSection } from '../../../shared/unknown-sections';
import { BasicSection } from './basic-section';
import { BeforeAfter } from './before-after';
import { CardGrid } from './card-grid';
import { CompareTable } from './compare-table';
import { CtaBanner } from './cta-banner';
import { DownloadStrip } from './download-strip';
import { FeatureCarousel } from './feature-carousel';
import { LogoCarousel } from './logo-carousel';
import { LogoWall } from './logo-wall';
import { MediaText } from './media-text';
import { PlanPricing } from './plan-pricing';
import { PricingTable } from './pricing-table';
import { RichEditor } from './rich-editor';
import { SectionFaq } from './section-faq';
import { SectionForm } from './section-form';
import { Stats } from './stats';
import { Steps } from './steps';
import { SuccessStoryRoi } from './success-story-roi';
import { Tabs } from './tabs';
import { Team } from './team';
import { Testimonial } from './testimonial';
import { Timeline } from './timeline';
import { TopBanner } from './top-banner';
import type { SectionProps } from './types';
import { VideoSection } from './video';
import { VideoGallery } from './video-gallery';
import './sections.css';

// biome-ignore lint/suspicious/noExplicitAny: a lookup by runtime type; each entry is typed above
type AnySectionComponent = ComponentType<{ section: any; id: string }>;

/** One component per CMS section type (spec 001 §3.1, decision 0042). */
export const SECTION_COMPONENTS: { [C in Section['component']]: ComponentType<SectionProps<C>> } = {
  'top-banner': TopBanner,
  'rich-editor': RichEditor,
  'basic-section': BasicSection,
  'feature-carousel': FeatureCarousel,
  'plan-pricing': PlanPricing,
  'section-form': SectionForm,
  'section-faq': SectionFaq,
  'compare-table': CompareTable,
  'success-story-roi': SuccessStoryRoi,
  'media-text': MediaText,
  'card-grid': CardGrid,
  'cta-banner': CtaBanner,
  'logo-wall': LogoWall,
  stats: Stats,
  video: VideoSection,
  steps: Steps,
  'before-after': BeforeAfter,
  testimonial: Testimonial,
  'logo-carousel': LogoCarousel,
  'video-gallery': VideoGallery,
  tabs: Tabs,
  timeline: Timeline,
  team: Team,
  'download-strip': DownloadStrip,
  'pricing-table': PricingTable,
};

/**
 * spec 001 §9 lazy-render heights 300 / 500 / 1000: the size a section is assumed to take while the
 * browser skips rendering it off screen (`content-visibility: auto`, decision 0080).
 */
export const LAZY_HEIGHTS = { small: 300, medium: 500, large: 1000 } as const;
export function lazyHeight(component: string): number {
  switch (component) {
    case 'cta-banner':
    case 'stats':
    case 'logo-wall':
    case 'rich-editor':
    case 'testimonial':
    case 'logo-carousel':
    case 'download-strip':
      return LAZY_HEIGHTS.small;
    case 'plan-pricing':
    case 'compare-table':
    case 'card-grid':
    case 'video-gallery':
    case 'timeline':
    case 'team':
    case 'pricing-table':
      return LAZY_HEIGHTS.large;
    default:
      return LAZY_HEIGHTS.medium;
  }
}

export function SectionView({ section, id }: { section: Section; id: string }) {
  const Component = (SECTION_COMPONENTS as unknown as Record<string, AnySectionComponent | undefined>)[
    section.component
  ];
  if (!Component) {
    // An unknown section type renders nothing and is reported once per type.
    reportUnknownSection(section.component);
    return null;
  }
  return <Component section={section} id={id} />;
}

/**
 * The sections of a CMS page. The first `eager` render normally (above the fold); the rest sit in a
 * box the browser lays out only near the viewport, reserving the spec's height so nothing shifts.
 * Anchors (`section.anchor`) become ids the explore bar can scroll to.
 */
export function Sections(props: { sections: readonly Section[]; eager?: number; idPrefix?: string }) {
  const eager = props.eager ?? 2;
  const prefix = props.idPrefix ?? 'sec';
  return (
    <>
      {props.sections.map((section, i) => {
        const id = `${prefix}-${i}`;
        const view = <SectionView section={section} id={`${id}-title`} />;
        return (
          <LazyBox key={id} anchor={section.anchor} lazy={i >= eager} height={lazyHeight(section.component)}>
            {view}
          </LazyBox>
        );
      })}
    </>
  );
}

function LazyBox(props: { anchor?: string; lazy: boolean; height: number; children: ReactNode }) {
  if (!props.lazy && !props.anchor) return <>{props.children}</>;
  return (
    <div
      id={props.anchor}
      className={props.lazy ? 'sec-lazy' : undefined}
      style={props.lazy ? { containIntrinsicSize: `auto ${props.height}px` } : undefined}
    >
      {props.children}
    </div>
  );
}
