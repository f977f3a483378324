import type { AreaView, ShowcaseQuery } from '../../../shared/showcase';
import type { CatalogEntry } from '../../../shared/showcase-catalog';
import type { FeatureKey } from '../../../shared/tryon-vocabulary';

/** What the showcase loaders (worker/loaders/showcase.ts) hand to every showcase page. */
export type ShowcaseData = {
  view: AreaView;
  /** The product type or page slug (lip-color, watches, face-analyzer, …). */
  feature: string;
  query: ShowcaseQuery;
  catalog: CatalogEntry | null;
  module: {
    /** Null: no module host for this site (the page says the try-on is unavailable). */
    address: string | null;
    /** The site's own module (docs/tryon.md): it renders into the page's stage. */
    embedded: boolean;
    /** The feature's API key (configuration TRYON_API_KEYS, else the public demo key; spec 001 §7). */
    apiKey: string;
    version: string;
    language: string;
    autoLoad: boolean;
  };
  campaignAllowed: boolean;
  /**
   * A coded page's CMS-editable words (spec 001 §7, issue 42 §5, decision 0334): the title and lead of
   * the demo-store entry whose pageKey is the path after /business/showcase, else null (the page's own).
   */
  pageText: { title: string; description: string } | null;
  /** The content page's demo-store feature (spec 001 §2.3), else null. */
  content: {
    featureKey: FeatureKey;
    launcher: string | null;
    pagePath: string;
    autoLoad: boolean;
    title: string;
    description: string;
    catalog: string | null;
  } | null;
};
