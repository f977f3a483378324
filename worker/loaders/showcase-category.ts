import type { CategoryCard, CategoryData, CategoryView } from '../../client/pages/showcase-category/types';
import { PRODUCT_VIEW_PAGES, SHOWCASE_PRODUCT_TYPES } from '../../shared/route-table/showcase';
import { href } from '../../shared/routes';
import {
  type AreaView,
  areaFor,
  autoLoads,
  campaignAllowed,
  featureKeyFor,
  launcherModes,
  moduleLanguage,
  moduleVersionFor,
  parseShowcaseQuery,
} from '../../shared/showcase';
import { CATALOG, type CatalogEntry } from '../../shared/showcase-catalog';
import { loadedI18n } from '../i18n';
import { edgeOf } from './cms';
import { moduleFor } from './showcase';
import type { Loader, LoaderArgs } from './types';

/**
 * Loaders of the demo store's `category` feature area (spec 001 §2.3, decision 0264): the SKU types
 * (every catalogue entry), one SKU type's detail, and one product's detail with its try-on. The
 * route table lets through only catalogue keys and SKU ids; a SKU of another type is a 404 here.
 */

/** The store page a catalogue key belongs to, and so the try-on's feature area. */
function storeArea(key: string): AreaView {
  return (SHOWCASE_PRODUCT_TYPES as readonly string[]).includes(key)
    ? areaFor('showcase-product', { productType: key })
    : areaFor('showcase-page', { feature: key });
}

/** The module's address as the store page decides it (worker/loaders/showcase.ts `moduleFor`). */
function moduleOf(args: LoaderArgs, area: AreaView, autoLoad: boolean): CategoryData['module'] {
  const query = parseShowcaseQuery(args.url.searchParams);
  const version = moduleVersionFor(area, query.mode);
  return {
    ...moduleFor(args, area, version, query.sdk),
    version,
    language: moduleLanguage(args.lang),
    autoLoad,
  };
}

function dataOf(
  args: LoaderArgs,
  category: CategoryView,
  catalog: CatalogEntry | null,
  area: AreaView,
  autoLoad = false,
): CategoryData {
  return {
    view: { area: 'category', view: category.view },
    feature: 'key' in category ? category.key : 'category',
    query: parseShowcaseQuery(args.url.searchParams),
    catalog,
    module: moduleOf(args, area, autoLoad),
    campaignAllowed: campaignAllowed(edgeOf(args.c)),
    content: null,
    // The category views are one page per product family: their words stay the site's.
    pageText: null,
    category,
  };
}

const i18nOf = (args: LoaderArgs) => loadedI18n(args.lang, args.c.get('config').BRAND_NAME);

const typesCrumb = (args: LoaderArgs) => ({
  name: i18nOf(args).t('seo:showcase-category.heading'),
  path: href(args.lang, 'showcase-category'),
});

const skuTypes: Loader = async (args) => {
  const cards: CategoryCard[] = Object.entries(CATALOG).map(([key, e]) => ({
    key,
    product: e.product,
    skuType: e.skuType,
    count: e.skus.length,
    sku: e.skus[0]!,
    colors: e.skus.slice(0, 8).map((s) => s.color),
  }));
  return {
    kind: 'page',
    data: dataOf(args, { view: 'skutypes', cards }, null, { area: 'category', view: 'skutypes' }),
  };
};

const skuType: Loader = async (args) => {
  const key = args.params.skuType ?? '';
  const entry = CATALOG[key];
  if (!entry) return { kind: 'not-found' };
  const t = i18nOf(args).t;
  const vars = { name: entry.product, type: t(`showcase:skuTypes.${entry.skuType}`) };
  return {
    kind: 'page',
    data: dataOf(args, { view: 'skutype', key }, entry, storeArea(key)),
    head: {
      title: t('seo:showcase-category-type.title', vars),
      description: t('seo:showcase-category-type.description', vars),
      crumbs: [
        typesCrumb(args),
        { name: entry.product, path: href(args.lang, 'showcase-category-type', { skuType: key }) },
      ],
    },
  };
};

const product: Loader = async (args) => {
  const key = args.params.skuType ?? '';
  const entry = CATALOG[key];
  const sku = entry?.skus.find((s) => s.id === args.params.skuId);
  // The route table knows every SKU id; one of another type is not this type's product.
  if (!entry || !sku) return { kind: 'not-found' };
  const area = storeArea(key);
  // Feet and bags are not in a selfie: those show the product, not a try-on (decision 0264).
  const tryOn = PRODUCT_VIEW_PAGES.includes(key)
    ? null
    : { area, featureKey: featureKeyFor(area), mode: launcherModes(key).at(-1) ?? null };
  const t = i18nOf(args).t;
  const vars = { name: sku.name, product: entry.product, type: t(`showcase:skuTypes.${entry.skuType}`) };
  return {
    kind: 'page',
    data: dataOf(
      args,
      { view: 'product', key, skuId: sku.id, tryOn },
      entry,
      area,
      !!tryOn && autoLoads(area),
    ),
    head: {
      title: t('seo:showcase-category-sku.title', vars),
      description: t(`seo:showcase-category-sku.${tryOn ? 'description' : 'descriptionProduct'}`, vars),
      crumbs: [
        typesCrumb(args),
        { name: entry.product, path: href(args.lang, 'showcase-category-type', { skuType: key }) },
        { name: sku.name, path: href(args.lang, 'showcase-category-sku', { skuType: key, skuId: sku.id }) },
      ],
    },
  };
};

export const SHOWCASE_CATEGORY_LOADERS: Record<string, Loader> = {
  'showcase-category': skuTypes,
  'showcase-category-type': skuType,
  'showcase-category-sku': product,
};
