/** The consumer templates (spec 001 §2.7, §3.5): an app page and a feature page from their briefs. */
import type { ContentPage, Section } from '../../shared/smb/content';
import type { App, FeatureText } from './schemas.ts';
import { cta, fill, page, type SeedUi } from './templates.ts';

/**
 * A consumer app page: about, highlights and the app's tools (their feature pages). `a` is the app in
 * the page's language; `features` are the feature briefs in that language (English where one is not
 * translated).
 */
export function appPage(
  a: App,
  ui: SeedUi,
  features: readonly { slug: string; title: string; promise: string }[] = [],
) {
  const t = a;
  const content: ContentPage = page(t.name, a.tagline, [
    {
      component: 'media-text',
      title: t.name,
      body: t.about,
      // The app's main screen (an illustration of it); the artwork fills the slot of an app without one.
      image: a.screen ?? null,
      imagePosition: 'left',
      cta: cta(ui.appDownload, `/consumer/appdownload/${a.code}`),
    },
    {
      component: 'feature-carousel',
      title: ui.appHighlights,
      items: t.highlights.map(([title, description]) => ({ title, description, image: null })),
    },
    ...(features.length
      ? [
          {
            component: 'card-grid' as const,
            title: fill(ui.appFeaturesTitle, t.name),
            cards: features.map((f) => ({
              title: f.title,
              description: f.promise,
              link: `/consumer/features/${f.slug}`,
            })),
          },
        ]
      : []),
  ]);
  return {
    ...content,
    app: {
      id: a.code,
      appName: t.name,
      iosUrl: `https://apps.example/lumora/${a.code}`,
      androidUrl: `https://play.example/lumora/${a.code}`,
      iosUrlCn: `https://apps.example.cn/ios/${a.code}`,
      androidUrlCn: `https://apk.example.cn/${a.code}`,
      bannerDesktop: null,
      bannerMobile: null,
      version: '6.2.0',
    },
  };
}

/**
 * The feature's picture (decision 0284): a before/after pair of the product's own output as a section;
 * a drawn illustration is the banner's instead (featurePage, labelled as an illustration).
 */
function pictureOf(f: FeatureText): Section[] {
  const p = f.picture;
  if (!p || !('before' in p)) return [];
  return [{ component: 'before-after', before: p.before, after: p.after }];
}

export function featurePage(f: FeatureText, ui: SeedUi): ContentPage {
  const p = f.picture;
  // A drawn illustration is the page's hero (issue 39 §4): in the banner's art column, not a second
  // block repeating the banner's heading and promise under it.
  const hero = p && 'illustration' in p ? p.illustration : null;
  const content = page(f.title, f.promise, [
    ...pictureOf(f),
    {
      component: 'steps',
      title: fill(ui.featureStepsTitle, f.title),
      steps: f.steps.map(([name, text]) => ({ name, text, image: null })),
    },
    {
      component: 'section-faq',
      title: ui.featureFaqTitle,
      faqs: f.faqs.map(([question, answer]) => ({ question, answer })),
    },
    {
      component: 'cta-banner',
      title: fill(ui.featureCtaTitle, f.title),
      description: ui.featureCtaDescription,
      cta: cta(ui.getTheApp, '/consumer/appdownload'),
    },
  ]);
  if (hero) content.topBanner.backgroundDesktop = hero;
  return content;
}
