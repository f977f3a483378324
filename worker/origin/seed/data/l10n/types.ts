/**
 * Translations of the seed content (decision 0220). One folder per site language
 * (data/l10n/<lang>/, the keys of shared/languages.ts), one file per family; each folder's index.ts
 * exports `PACK`, which data/l10n/index.ts collects. A translation has the same shape as the English
 * source it translates (the types below are derived from the English ones), keyed by the entry's
 * slug or page key; an entry without one stays English and reaches the language through defaultEnu.
 */
import type { ContentPage } from '../../../../../shared/smb/content';
import type { COLOR_TRENDS, NEWS, SUCCESS_STORIES, VIDEOS } from '../articles.ts';
import type { BlogAuthorText, BlogPostText, TagId } from '../blog.ts';
import type { AppText, FeatureText } from '../consumer.ts';
import type { BriefText, BusinessUi, ConsumerUi, SeedUi } from '../helpers.ts';
import type { MEDIA_NEWS, MEDIA_SUCCESS_STORIES, MEDIA_VIDEOS } from '../media.ts';
import type { DemoStoreFeatureSeed } from '../showcase.ts';

/** Translations of one family, by the English entry's slug or page key. */
export type Overlay<T> = Readonly<Record<string, T>>;

type Words<T, NotWords extends keyof T> = Omit<T, NotWords>;

/** Families of business pages (business languages: zh_TW, zh_CN, ja, fr, ko, de, es, it). */
export type BusinessPack = BlogPack & {
  /** Section titles, buttons and forms the templates add around the briefs (helpers.ts EN_UI). */
  ui?: BusinessUi;
  /** PRODUCT_PAGE, by slug (data/products.ts). */
  products?: Overlay<BriefText>;
  /** TECHNOLOGY_PAGE, by slug (data/solutions.ts). */
  technologies?: Overlay<BriefText>;
  /** SERVICE_PAGE, by slug (data/solutions.ts). */
  services?: Overlay<BriefText>;
  /** CAMPAIGN_PAGE, by slug (data/solutions.ts). */
  campaigns?: Overlay<BriefText>;
  /** INFO_PAGE (legal, company, FAQ, integration partner…), by page key (data/info.ts). */
  infoPages?: Overlay<ContentPage>;
  /** TERMS_PAGE, by page key (data/info.ts). */
  termsPages?: Overlay<ContentPage>;
  /** ONLINE_SERVICE_PAGE, by page key (data/online-service.ts). */
  onlineService?: Overlay<ContentPage>;
  /** NEWS, by newsHandle (data/articles.ts, data/media.ts). */
  news?: Overlay<
    Words<(typeof NEWS)[number] | (typeof MEDIA_NEWS)[number], 'newsHandle' | 'publishedAt' | 'imageUrl'>
  >;
  /** VIDEO, by videoId. */
  videos?: Overlay<Pick<(typeof VIDEOS)[number] | (typeof MEDIA_VIDEOS)[number], 'title' | 'description'>>;
  /** SUCCESS_STORY, by storyHandle: the story's words (sections keep the English shape). */
  stories?: Overlay<
    Words<
      (typeof SUCCESS_STORIES)[number] | (typeof MEDIA_SUCCESS_STORIES)[number],
      'storyHandle' | 'publishedAt' | 'imageUrl'
    >
  >;
  /** COLOR_TREND, by trendHandle. */
  trends?: Overlay<Words<(typeof COLOR_TRENDS)[number], 'trendHandle' | 'publishedAt'>>;
  /** BLOG_AUTHOR, by authorHandle (data/blog.ts): position and short description. */
  blogAuthors?: Overlay<BlogAuthorText>;
  /** DEMO_STORE_FEATURE, by page key (data/showcase.ts). */
  demoStore?: Overlay<Pick<DemoStoreFeatureSeed, 'title' | 'description'>>;
};

/** Families of both audiences: the blog (each post belongs to one audience, data/blog.ts). */
export type BlogPack = {
  /** BLOG_POST, by postHandle: only posts of an audience that has this language. */
  blogPosts?: Overlay<BlogPostText>;
  /** Blog filter tag names, by tag id (data/blog.ts TAGS; FOCUS tags are codes, not names). */
  blogTags?: Readonly<Partial<Record<TagId, string>>>;
};

/** Families of consumer pages (consumer languages: zh_TW, ja, de, fr, es, pt, it). */
export type ConsumerPack = BlogPack & {
  /** The feature and app templates' words (helpers.ts EN_UI, its consumer half). */
  ui?: ConsumerUi;
  /** CONSUMER_FEATURE, by slug (data/consumer.ts FEATURE_BRIEFS). */
  features?: Overlay<FeatureText>;
  /** CONSUMER_APP, by app code (data/consumer.ts APPS). */
  apps?: Overlay<AppText>;
  /** CONSUMER_PAGE, by page key (data/consumer.ts CONSUMER_PAGES). */
  consumerPages?: Overlay<ContentPage>;
};

/** A language of both audiences. */
export type LanguagePack = BusinessPack & ConsumerPack;

/** Any language's pack, as the seed builder reads it (data/l10n/index.ts). */
export type AnyPack = Omit<BusinessPack, 'ui'> & Omit<ConsumerPack, 'ui'> & { ui?: Partial<SeedUi> };
