import { FORUM_LANGS } from './forum-langs';
import { type Audience, type LangKey, langPath, supportsAudience } from './languages';
import { ONLINE_SERVICE_TYPES, type OnlineService, onlineServicesFor } from './online-service';
import { DEFAULT_SHOWCASE, productShowcaseHref, productTrialHref } from './product-pages';
import { ONLINE_SERVICES } from './route-table/content';
import { href } from './routes';
import type { FunctionType, SolutionType } from './smb/common';

/**
 * The site frame's menus (spec 001 §2.1, §4, §6): their static structure and the gating rules, as pure
 * data. The header renders this at once; the CMS parts (enterprise menu, consumer feature groups, the
 * featured blog post and video) arrive later in the same response (decision 0087). Labels are keys of
 * the `common` namespace (`menu.<key>`); links are unprefixed site paths or external addresses, turned
 * into the page's links by `menuHref` (spec 001 §5).
 */

export type Domain = 'global' | 'china' | 'alt-regional' | 'makeup-ar';

/**
 * External sites from configuration (spec 001 §2.1; decision 0089), and the frame's feature flags from
 * configuration (`FEATURE_BLOG`; absent → FEATURE_FLAGS).
 */
export type FrameLinks = {
  editor: string;
  investors: string;
  careers: string;
  docs: string;
  features?: FeatureFlags;
};
export const DEFAULT_FRAME_LINKS: FrameLinks = {
  editor: 'https://editor.lumora.example',
  investors: 'https://ir.lumora.example',
  careers: 'https://careers.lumora.example',
  docs: 'https://docs.lumora.example',
};

/** spec 001 §4 / §6 "blog only if enabled; forum only if enabled": the two feature flags, both on. */
export type FeatureFlags = { blog: boolean; forum: boolean };
export const FEATURE_FLAGS: FeatureFlags = { blog: true, forum: true };

export type MenuContext = {
  lang: LangKey;
  domain: Domain;
  links: FrameLinks;
  flags?: FeatureFlags;
  /** Known only in the browser; the server renders the signed-out menu (spec 000 §4). */
  signedIn?: boolean;
};

/**
 * A menu entry (spec 001 §3.1 menu item: id, text by its i18nKey, link, notFollow): `key` is the
 * i18nKey of its text (`common:menu.<key>`, which also serves as its id); `notFollow` draws
 * `rel="nofollow"` (pages search engines need not follow, such as sign-in and the legal texts).
 */
export type MenuLink = {
  key: string;
  path: string;
  external?: boolean;
  notFollow?: boolean;
  /** A solution entry's second link (spec 001 §3.1 "plan link"): drawn after the entry's own. */
  plan?: MenuLink;
  /** spec 001 §3.1 solution entries (online service): the service's function and solution type. */
  functionType?: FunctionType;
  solutionType?: SolutionType;
};
export type MenuGroup = { key: string; links: MenuLink[] };
/** Where the CMS part of an item goes (decision 0087). */
export type CmsSlot =
  | 'solutions'
  | 'services'
  | 'technology'
  | 'enterprise'
  | 'featured'
  | 'apps'
  | 'features';
export type MenuItem = {
  key: string;
  /** A plain link; items with groups are disclosures. */
  path?: string;
  external?: boolean;
  /** spec 001 §3.1 notFollow: `rel="nofollow"` on the link. */
  notFollow?: boolean;
  groups?: MenuGroup[];
  /** A nested sub-menu (the resources events sub-menu, spec 001 §4). */
  sub?: MenuGroup;
  cms?: CmsSlot;
};

// ─── Gating (spec 001 §4, §6) ────────────────────────────────────────────────────────────────────

const isChinese = (lang: LangKey) => lang === 'zh_TW' || lang === 'zh_CN';

/**
 * spec-rulings 9 (decision 0088): a forum entry shows in the languages its content exists in.
 * §4 names master class en+ja, the virtual forum fr+ja, education en; §6 adds the forum in English —
 * the global forum's language variants are exactly fra, enu and jpn (§2.6), so it shows in en, fr, ja.
 */
// The forum rule lives beside the forum routes (decision 0130), which must not import the menus.
export { FORUM_LANGS };

const FORUM_PATHS: Record<keyof typeof FORUM_LANGS, string> = {
  'master-class': '/business/beauty-tech-forum-master-class',
  'global-forum': '/business/global-beauty-tech-forum',
  'education-series': '/business/education-series',
};

/** Paths shown to Japanese visitors only (spec 001 §2.1, §6 "Japanese-only menu items"). */
export const JAPANESE_ONLY_PATHS = ['/business/world-expo-technology', '/consumer/tv-exposure'] as const;

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * The one gating rule of the frame, by unprefixed site path: used for the static menu and for links
 * the CMS supplies alike, so an editor cannot re-add a hidden entry.
 */
export function pathAllowed(path: string, ctx: Pick<MenuContext, 'lang' | 'domain' | 'flags'>): boolean {
  const { lang, domain } = ctx;
  const flags = ctx.flags ?? FEATURE_FLAGS;
  const p = path.split(/[?#]/)[0]!;
  // §6: the partners resource is hidden for Chinese and Japanese; integration partner is Japanese only.
  if (under(p, '/business/partners')) return !isChinese(lang) && lang !== 'ja';
  if (under(p, '/business/integration-partner')) return lang === 'ja';
  // §6: beauty trend (the colour trends) only if the language is not zh_CN.
  if (under(p, '/business/color-trends') || under(p, '/business/color-list')) return lang !== 'zh_CN';
  // §2.2 / §6: livestreaming hidden in services for Chinese-simplified users.
  if (p.endsWith('/live-streaming')) return lang !== 'zh_CN';
  // §6: the China domain has no aesthetic option among the online services.
  if (p.startsWith('/business/solutions/online-service/')) {
    const solution = p.split('/')[4];
    return !solution || (onlineServicesFor(domain) as readonly string[]).includes(solution);
  }
  // §4 / §6: blog only if enabled.
  if (under(p, '/business/blog') || under(p, '/consumer/blog')) return flags.blog;
  // §4 / §6 forum visibility (spec-rulings 9, decision 0088), only if the forum flag is on.
  for (const [forum, base] of Object.entries(FORUM_PATHS)) {
    if (under(p, base)) {
      return (
        flags.forum && (FORUM_LANGS[forum as keyof typeof FORUM_LANGS] as readonly string[]).includes(lang)
      );
    }
  }
  // §2.1: the world-expo and TV exposure items are Japanese only.
  if ((JAPANESE_ONLY_PATHS as readonly string[]).includes(p)) return lang === 'ja';
  return true;
}

/**
 * spec 001 §5: an in-site path gets the page's language prefix, or none when the path's audience
 * lacks the language (decision 0004: a business link from a Portuguese page goes to English).
 */
export function menuHref(path: string, lang: LangKey): string {
  if (!path.startsWith('/')) return path;
  const audience = path.split('/')[1];
  const usable = audience === 'business' || audience === 'consumer' ? supportsAudience(lang, audience) : true;
  const prefix = usable ? langPath(lang) : '';
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

// ─── Structure ───────────────────────────────────────────────────────────────────────────────────

/** An unprefixed path from the route table (links are built from it, docs/architecture.md "The route table"). */
const at = (id: string, params?: Record<string, string>) => href('en', id, params);
const link = (key: string, id: string, params?: Record<string, string>): MenuLink => ({
  key,
  path: at(id, params),
});
const ext = (key: string, url: string): MenuLink => ({ key, path: url, external: true });

const gateGroup = (g: MenuGroup, ctx: MenuContext): MenuGroup => ({
  ...g,
  links: g.links
    .filter((l) => l.external || pathAllowed(l.path, ctx))
    .map((l) => (l.plan && !pathAllowed(l.plan.path, ctx) ? { ...l, plan: undefined } : l)),
});

function gate(items: MenuItem[], ctx: MenuContext): MenuItem[] {
  return items
    .filter((i) => !i.path || i.external || pathAllowed(i.path, ctx))
    .map((i) => ({
      ...i,
      groups: i.groups?.map((g) => gateGroup(g, ctx)).filter((g) => g.links.length > 0),
      sub: i.sub ? gateGroup(i.sub, ctx) : undefined,
    }))
    .map((i) => (i.sub && i.sub.links.length === 0 ? { ...i, sub: undefined } : i));
}

/** The label key of a solution entry's plan link; its accessible name adds the service (decision 0309). */
export const SERVICE_PLAN_KEY = 'servicePlan';
export const SERVICE_PLAN_NAME_KEY = 'menu.servicePlanOf';

/**
 * spec 001 §3.1 solution entry (for online service): functionType and solutionType (from
 * ONLINE_SERVICE_TYPES), its link (the Features view), its text and its plan link (the Plan & Pricing
 * view of the same service, spec 001 §2.2) — decision 0309.
 */
export function onlineServiceEntry(solution: OnlineService): MenuLink {
  return {
    ...link(`os-${solution}`, 'online-service', { solution }),
    ...ONLINE_SERVICE_TYPES[solution],
    plan: link(SERVICE_PLAN_KEY, 'online-service', { solution, type: 'plan' }),
  };
}

/**
 * The online services, then their plans and pricing (/business/plan, spec 001 §2.2): the plan page's
 * only link for visitors who are not signed in (decision 0205), kept beside the entries' own plan
 * links as the page comparing every platform (decision 0309).
 */
const onlineServiceLinks = (): MenuLink[] => [
  ...ONLINE_SERVICES.map(onlineServiceEntry),
  link('plans', 'plan'),
];

function resourceGroups(): MenuGroup[] {
  return [
    {
      key: 'learn',
      links: [
        link('blog', 'business-blog-list', { page: '1' }),
        link('videos', 'videos'),
        link('successStories', 'successstory-list'),
        link('news', 'news-list'),
        link('beautyTrend', 'color-trends'),
      ],
    },
    {
      key: 'partners',
      links: [link('partners', 'partners'), link('integrationPartner', 'integration-partner')],
    },
  ];
}

/** spec 001 §4: the forum sub-menu of Resources (toggles on hover on desktop, on tap on mobile). */
const eventsSub = (): MenuGroup => ({
  key: 'events',
  links: [
    link('globalForum', 'gbtf'),
    link('masterClass', 'master-class'),
    link('educationSeries', 'education-series'),
  ],
});

/** spec 001 §2.1: the desktop business groups Solutions, Services, Technology, Company, Resources, Support. */
export function desktopBusinessMenu(ctx: MenuContext): MenuItem[] {
  return gate(
    [
      {
        key: 'solutions',
        cms: 'solutions',
        groups: [
          {
            // Titled beside the CMS columns (decision 0276): the spec's headline solutions.
            key: 'popularSolutions',
            links: [
              link('makeup', 'product', { productType: 'virtual-makeup' }),
              link('faceDiagnostic', 'product', { productType: 'ai-skin-diagnostic' }),
              link('hair', 'product', { productType: 'virtual-hairstyles' }),
              link('beardDye', 'product', { productType: 'ai-beard-dye' }),
              link('nail', 'product', { productType: 'ai-nail-color' }),
              link('viewAll', 'solutions-enterprise'),
            ],
          },
        ],
      },
      {
        key: 'services',
        cms: 'services',
        groups: [
          { key: 'onlineServices', links: onlineServiceLinks() },
          { key: 'live', links: [link('liveStreaming', 'product', { productType: 'live-streaming' })] },
        ],
      },
      {
        key: 'technology',
        cms: 'technology',
        groups: [{ key: 'technology', links: [link('allTechnologies', 'technologies')] }],
      },
      {
        key: 'company',
        groups: [
          {
            key: 'company',
            links: [
              link('aboutUs', 'business-aboutus'),
              link('news', 'news-list'),
              link('awards', 'business-awards'),
              link('esg', 'business-esg'),
              link('investors', 'investors'),
              ext('careers', ctx.links.careers),
              link('contactSales', 'contact-us', { type: 'sales' }),
              // §2.1 / §6: the Japanese-only world-expo page, on desktop too.
              link('worldExpo', 'world-expo-technology'),
            ],
          },
        ],
      },
      { key: 'resources', cms: 'featured', groups: resourceGroups(), sub: eventsSub() },
      {
        key: 'support',
        groups: [
          {
            key: 'support',
            links: [
              link('faq', 'business-faq'),
              link('contactSupport', 'contact-us', { type: 'support' }),
              link('aiApi', 'ai-apis'),
              ext('docCenter', docCenter(ctx)),
            ],
          },
        ],
      },
    ],
    ctx,
  );
}

/**
 * spec 001 §2.1: the mobile business menu — Enterprise, Online Service, Technologies, Demo Store,
 * Resources, AI API, Blog, Investors, Sign In (signed out only), and the Japanese-only world-expo item.
 */
export function mobileBusinessMenu(ctx: MenuContext): MenuItem[] {
  const items: MenuItem[] = [
    {
      key: 'enterprise',
      cms: 'enterprise',
      groups: [{ key: 'enterprise', links: [link('viewAll', 'solutions-enterprise')] }],
    },
    { key: 'onlineService', groups: [{ key: 'onlineServices', links: onlineServiceLinks() }] },
    { key: 'technologies', path: at('technologies') },
    { key: 'demoStore', path: at('showcase-product', { productType: 'lip-color' }) },
    { key: 'resources', cms: 'featured', groups: resourceGroups(), sub: eventsSub() },
    { key: 'aiApi', path: at('ai-apis') },
    { key: 'blog', path: at('business-blog-list', { page: '1' }) },
    { key: 'investors', path: at('investors') },
    { key: 'worldExpo', path: at('world-expo-technology') },
  ];
  if (!ctx.signedIn) items.push({ key: 'signIn', path: at('sign-in'), notFollow: true });
  return gate(items, ctx);
}

/** spec 001 §2.1: the tool menus (AI photo editing, generative AI, face AI) on the external editor site. */
export function toolGroups(editor: string): MenuGroup[] {
  const tool = (key: string, slug: string) => ext(key, `${editor.replace(/\/$/, '')}/${slug}`);
  return [
    {
      key: 'aiPhotoEditing',
      links: [
        tool('photoEnhancer', 'ai-photo-enhancer'),
        tool('objectRemoval', 'remove-object'),
        tool('backgroundRemoval', 'remove-background'),
      ],
    },
    {
      key: 'generativeAi',
      links: [tool('textToImage', 'text-to-image'), tool('aiReplace', 'ai-replace')],
    },
    {
      key: 'faceAi',
      links: [tool('faceSwap', 'face-swap'), tool('headshot', 'ai-headshot')],
    },
  ];
}

/**
 * spec 001 §2.1: the consumer menu — Our Apps, App Features, Online Editor, Blog, AI API, Investors,
 * and the Japanese-only TV exposure item. The same items serve every width.
 */
export function consumerMenu(ctx: MenuContext): MenuItem[] {
  return gate(
    [
      {
        key: 'ourApps',
        cms: 'apps',
        groups: [{ key: 'ourApps', links: [link('allApps', 'consumer-apps')] }],
      },
      { key: 'appFeatures', cms: 'features', groups: [] },
      { key: 'onlineEditor', groups: toolGroups(ctx.links.editor) },
      { key: 'blog', path: at('consumer-blog-list', { page: '1' }) },
      { key: 'aiApi', path: at('ai-apis') },
      { key: 'investors', path: at('investors') },
      { key: 'tvExposure', path: at('tv-exposure') },
    ],
    ctx,
  );
}

export function headerMenus(
  audience: Audience,
  ctx: MenuContext,
): { desktop: MenuItem[]; mobile: MenuItem[] } {
  if (audience === 'consumer') {
    const items = consumerMenu(ctx);
    return { desktop: items, mobile: items };
  }
  return { desktop: desktopBusinessMenu(ctx), mobile: mobileBusinessMenu(ctx) };
}

/** The labels of the CMS "featured" slot (blog post and video, spec 001 §2.1). */
const FEATURED_WORDS = ['featuredPost', 'moreBlog', 'featuredVideo', 'moreVideos'];

/**
 * Every `common:menu.*` key a panel of these items may draw. The panels are drawn on first open
 * (decision 0247), so the first render reads these words on purpose: the document then carries them
 * (decision 0240) and a panel opened before the namespace files arrive shows words, not keys.
 */
export function menuWordKeys(items: readonly MenuItem[]): string[] {
  const keys = new Set<string>();
  const group = (g: MenuGroup) => {
    keys.add(g.key);
    for (const l of g.links) {
      keys.add(l.key);
      if (l.plan) keys.add(l.plan.key);
    }
  };
  for (const item of items) {
    keys.add(item.key);
    item.groups?.forEach(group);
    if (item.sub) group(item.sub);
    if (item.cms === 'featured') for (const k of FEATURED_WORDS) keys.add(k);
  }
  const words = [...keys].map((k) => `menu.${k}`);
  return keys.has(SERVICE_PLAN_KEY) ? [...words, SERVICE_PLAN_NAME_KEY] : words;
}

/** spec 001 §2.1: the document centre in Japanese for Japanese visitors, otherwise in English. */
export function docCenter(ctx: Pick<MenuContext, 'lang' | 'links'>): string {
  return `${ctx.links.docs.replace(/\/$/, '')}/${ctx.lang === 'ja' ? 'ja' : 'en'}`;
}

/** spec 001 §2.1: the footer's company links, in order. */
export function footerLinks(ctx: MenuContext, audience: 'business' | 'consumer' = 'business'): MenuLink[] {
  if (audience === 'consumer') return consumerFooterLinks(ctx);
  const links: MenuLink[] = [
    link('aboutUs', 'business-aboutus'),
    link('news', 'news-list'),
    link('awards', 'business-awards'),
    link('contactSales', 'contact-us', { type: 'sales' }),
    link('esg', 'business-esg'),
    link('partners', 'partners'),
    link('compliance', 'business-compliance'),
    link('accessibility', 'business-accessibility'),
    link('faq', 'business-faq'),
    { ...link('terms', 'business-terms'), notFollow: true },
    { ...link('privacy', 'business-privacy'), notFollow: true },
    link('impressum', 'business-impressum'),
    ext('investors', ctx.links.investors),
    ext('careers', ctx.links.careers),
    ext('docCenter', docCenter(ctx)),
  ];
  return links.filter((l) => l.external || pathAllowed(l.path, ctx));
}

/**
 * The consumer pages' footer (issue 41: they showed the business footer — contact sales, partners, ESG):
 * the consumer's own about, blog, support, accessibility and impressum pages, the company's careers and
 * investors sites, and the one set of legal terms (the business terms and privacy pages are the company's).
 */
function consumerFooterLinks(ctx: MenuContext): MenuLink[] {
  const links: MenuLink[] = [
    link('aboutUs', 'consumer-about'),
    link('blog', 'consumer-blog-list', { page: '1' }),
    link('contactSupport', 'consumer-contact-us', { type: 'support' }),
    ext('careers', ctx.links.careers),
    ext('investors', ctx.links.investors),
    link('accessibility', 'consumer-accessibility'),
    { ...link('terms', 'business-terms'), notFollow: true },
    { ...link('privacy', 'business-privacy'), notFollow: true },
    link('impressum', 'consumer-impressum'),
  ];
  return links.filter((l) => l.external || pathAllowed(l.path, ctx));
}

/**
 * The audience's menu page (spec 001 §2.1 "/business/menus and /consumer/menus"), linked from every
 * footer as the site map: the desktop panels are drawn in the browser on first open (decision 0247),
 * so this is the one-hop path to every menu link for crawlers and for visitors without scripts.
 */
export function siteMapLink(audience: 'business' | 'consumer'): MenuLink {
  return link('siteMap', `${audience}-menus`);
}

// ─── The CMS part (spec 001 §2.1, §3.1, §5) ──────────────────────────────────────────────────────

/**
 * Where the browser asks for the frame's CMS menu data (`?audience=&lang=`), on the visitor's first
 * intent to open a menu (decision 0247); pages never carry it.
 */
export const FRAME_MENUS_PATH = '/site/menus';

/**
 * A call to action of a CMS menu entry (spec 001 §3.1: menuCTA, CTA, columnCTA), with its newTab and
 * nofollow flags (decision 0206).
 */
export type CmsMenuCta = {
  text: string;
  url: string;
  kind: 'primary' | 'secondary' | 'link';
  newTab: boolean;
  nofollow: boolean;
};
export type CmsMenuColumn = {
  title: string;
  links: { id: number; title: string; url: string }[];
  cta?: CmsMenuCta | null;
};
export type CmsMenuGroup = { title: string; columns: CmsMenuColumn[]; ctas?: CmsMenuCta[] };
export type FeaturedItem = { title: string; path: string; imageUrl: string | null };

/** The frame's CMS menu data (decisions 0087, 0247); null when the CMS failed (§8: only logged). */
export type FrameMenuData = {
  /** Business: the enterprise services menu (B2B Enterprise entries), gated, ≤ 10 Page Entries a column. */
  enterprise: CmsMenuGroup[];
  /** Consumer: the feature menu groups (Photo, Portrait, Video Editing) and the apps column. */
  features: CmsMenuColumn[];
  apps: CmsMenuColumn | null;
  /** spec 001 §2.1: one blog post and one video featured in the resources menu. */
  featured: { post: FeaturedItem | null; video: FeaturedItem | null };
  /** True when the CMS answered in English for another language (defaultEnu). */
  fellBack: boolean;
};

/** Drops CMS links and calls to action the gating rules hide, and columns left empty. */
export function gateCmsGroup(
  group: CmsMenuGroup,
  ctx: Pick<MenuContext, 'lang' | 'domain' | 'flags'>,
): CmsMenuGroup {
  const allowed = (url: string) => /^(https?:|mailto:)/.test(url) || pathAllowed(url, ctx);
  const ctas = group.ctas?.filter((c) => allowed(c.url));
  return {
    ...group,
    columns: group.columns
      .map((c) => ({
        ...c,
        links: c.links.filter((l) => allowed(l.url)),
        ...(c.cta !== undefined ? { cta: c.cta && allowed(c.cta.url) ? c.cta : null } : {}),
      }))
      .filter((c) => c.links.length > 0),
    ...(ctas ? { ctas } : {}),
  };
}

/**
 * Which desktop group an enterprise menu entry belongs to (decision 0087): by where most of its links
 * lead — services pages to Services, technology pages to Technology, everything else to Solutions.
 */
export function placeOf(group: CmsMenuGroup): 'solutions' | 'services' | 'technology' {
  const urls = group.columns.flatMap((c) => c.links.map((l) => l.url));
  const count = (base: string) => urls.filter((u) => u.startsWith(base)).length;
  const services = count('/business/services/');
  const tech = count('/business/technologies');
  if (services > urls.length / 2) return 'services';
  if (tech > urls.length / 2) return 'technology';
  return 'solutions';
}

/** The CMS groups of one slot of the header. */
export function cmsGroupsFor(slot: CmsSlot, data: FrameMenuData): CmsMenuGroup[] {
  switch (slot) {
    case 'solutions':
    case 'services':
    case 'technology':
      return data.enterprise.filter((g) => placeOf(g) === slot);
    case 'enterprise':
      return data.enterprise;
    case 'features':
      return data.features.length ? [{ title: '', columns: data.features }] : [];
    case 'apps':
      return data.apps ? [{ title: '', columns: [data.apps] }] : [];
    default:
      return [];
  }
}

// ─── Floating buttons (spec 001 §2.3, §4, §6) ────────────────────────────────────────────────────

/** spec 001 §9: the floating buttons appear past 220 px on showcase pages; elsewhere decision 0090. */
export const FLOATING_THRESHOLD_SHOWCASE = 220;
export const FLOATING_THRESHOLD_DEFAULT = 480;
/** spec 001 §9: the go-to-top button's stop position on mobile showcase pages. */
export const GO_TO_TOP_STOP_MOBILE_SHOWCASE = 104;

/** What the account summary says about the visitor, for the business buttons (spec 001 §6). */
export type SmbState = 'anonymous' | 'free-trial' | 'subscribe';

export type FloatingButton = {
  key: 'contactSales' | 'demoStore' | 'freeTrial' | 'subscribe' | 'tryOn';
  path: string;
};

export const isShowcaseRoute = (routeId: string) => routeId.startsWith('showcase');

/**
 * spec 001 §2.3 / §6: contact sales and demo store by default; TRY-ON instead of the demo store on
 * product pages (it opens the showcase of the page's product, decision 0200); signed-in small-business
 * visitors see Free trial (when the auto free trial applies; on a product page, the trial of its group,
 * spec 000 §5) or Subscribe Now instead of the two standard buttons. Consumer pages and showcase pages
 * (which are the demo store) keep contact sales only where it makes sense.
 */
export function floatingButtons(
  audience: Audience,
  routeId: string,
  smb: SmbState,
  params: Readonly<Record<string, string | undefined>> = {},
): FloatingButton[] {
  if (audience !== 'business') return [];
  const product = routeId === 'product' ? params.productType : undefined;
  if (smb === 'free-trial') {
    return [{ key: 'freeTrial', path: product ? productTrialHref(product) : at('free-trial') }];
  }
  if (smb === 'subscribe') return [{ key: 'subscribe', path: at('plan') }];
  const sales: FloatingButton = { key: 'contactSales', path: at('contact-us', { type: 'sales' }) };
  if (isShowcaseRoute(routeId)) return [sales];
  if (routeId === 'product') return [sales, { key: 'tryOn', path: productShowcaseHref(product) }];
  return [sales, { key: 'demoStore', path: DEFAULT_SHOWCASE }];
}

/**
 * spec 001 §6 / spec 000 §4 "Auto free trial" (decision 0090): a signed-in small-business account
 * (its customer's type is SMB) sees Free trial when it holds no subscription yet — the case where the
 * trial check answers ok and the trial starts on its own — and Subscribe Now otherwise.
 */
export function smbStateOf(
  summary: { customer: { customerType: string } | null; subscriptions: readonly unknown[] } | null,
): SmbState {
  if (summary?.customer?.customerType !== 'SMB') return 'anonymous';
  return summary.subscriptions.length === 0 ? 'free-trial' : 'subscribe';
}
