import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import { LANG_KEYS, type LangKey } from '../../shared/languages';
import {
  type CmsMenuGroup,
  cmsGroupsFor,
  consumerMenu,
  DEFAULT_FRAME_LINKS,
  desktopBusinessMenu,
  docCenter,
  type FrameMenuData,
  floatingButtons,
  footerLinks,
  gateCmsGroup,
  type MenuContext,
  type MenuItem,
  menuHref,
  menuWordKeys,
  mobileBusinessMenu,
  pathAllowed,
  placeOf,
  siteMapLink,
  smbStateOf,
} from '../../shared/menus';
import { ONLINE_SERVICE_TYPES } from '../../shared/online-service';
import { PRODUCT_PAGES } from '../../shared/product-pages';
import { matchPath } from '../../shared/routes';

const ctx = (lang: LangKey, extra: Partial<MenuContext> = {}): MenuContext => ({
  lang,
  domain: 'global',
  links: DEFAULT_FRAME_LINKS,
  ...extra,
});

/** Every path a menu shows (links, groups and sub-menus), unprefixed. */
const paths = (items: MenuItem[]) =>
  items.flatMap((i) => [
    ...(i.path ? [i.path] : []),
    ...(i.groups ?? []).flatMap((g) => g.links.flatMap((l) => [l.path, ...(l.plan ? [l.plan.path] : [])])),
    ...(i.sub?.links.map((l) => l.path) ?? []),
  ]);
const keys = (items: MenuItem[]) => items.map((i) => i.key);

describe('menu structure (spec 001 §2.1)', () => {
  it('desktop business groups are Solutions, Services, Technology, Company, Resources, Support', () => {
    expect(keys(desktopBusinessMenu(ctx('en')))).toEqual([
      'solutions',
      'services',
      'technology',
      'company',
      'resources',
      'support',
    ]);
  });

  it('Solutions covers makeup, face diagnostic, hair, beard dye and nail', () => {
    const solutions = desktopBusinessMenu(ctx('en'))[0]!;
    expect(solutions.groups![0]!.links.map((l) => l.key)).toEqual([
      'makeup',
      'faceDiagnostic',
      'hair',
      'beardDye',
      'nail',
      'viewAll',
    ]);
  });

  it('mobile business menu: Enterprise … Investors, Sign In only signed out (spec 000 §4)', () => {
    expect(keys(mobileBusinessMenu(ctx('en')))).toEqual([
      'enterprise',
      'onlineService',
      'technologies',
      'demoStore',
      'resources',
      'aiApi',
      'blog',
      'investors',
      'signIn',
    ]);
    expect(keys(mobileBusinessMenu(ctx('en', { signedIn: true })))).not.toContain('signIn');
  });

  it('plans and pricing (/business/plan) is linked for every visitor, signed in or not (decision 0205)', () => {
    for (const lang of ['en', 'ja', 'zh_CN'] as const) {
      const desktop = desktopBusinessMenu(ctx(lang));
      const services = desktop.find((i) => i.key === 'services')!;
      expect(paths([services]), lang).toContain('/business/plan');
      const mobile = mobileBusinessMenu(ctx(lang, { signedIn: false }));
      const online = mobile.find((i) => i.key === 'onlineService')!;
      expect(paths([online]), lang).toContain('/business/plan');
    }
    expect(paths(desktopBusinessMenu(ctx('en', { domain: 'china' })))).toContain('/business/plan');
  });

  it('spec 001 §3.1 solution entries: each online service links its Features and its Plan & Pricing view, with its types (decision 0309)', () => {
    const groupOf = (items: MenuItem[], key: string) =>
      items.find((i) => i.key === key)!.groups!.find((g) => g.key === 'onlineServices')!;
    for (const domain of ['global', 'china'] as const) {
      const groups = [
        groupOf(desktopBusinessMenu(ctx('en', { domain })), 'services'),
        groupOf(mobileBusinessMenu(ctx('en', { domain })), 'onlineService'),
      ];
      for (const group of groups) {
        const entries = group.links.filter((l) => l.key.startsWith('os-'));
        expect(entries.map((l) => l.key.slice(3))).toEqual(
          domain === 'china'
            ? ['makeup', 'eye-wear', 'skincare-pro']
            : ['makeup', 'eye-wear', 'skincare-pro', 'aesthetic-simulation'],
        );
        for (const l of entries) {
          const features = matchPath(l.path);
          const plan = matchPath(l.plan!.path);
          if (features?.kind !== 'page' || plan?.kind !== 'page') throw new Error(`${l.path} not a page`);
          expect(features.route.id, l.path).toBe('online-service');
          expect(plan.route.id, l.plan!.path).toBe('online-service');
          // The same service; the plan link is its plan view, the entry's own link its Features view.
          expect(plan.params.solution).toBe(features.params.solution);
          expect(features.params.type ?? 'features').toBe('features');
          expect(plan.params.type).toBe('plan');
          const types = ONLINE_SERVICE_TYPES[features.params.solution as keyof typeof ONLINE_SERVICE_TYPES];
          expect({ functionType: l.functionType, solutionType: l.solutionType }).toEqual(types);
          expect(l.plan!.key).toBe('servicePlan');
        }
        // The page comparing every plan stays last (decision 0205).
        expect(group.links.at(-1)).toEqual({ key: 'plans', path: '/business/plan' });
      }
    }
    // The plan links' words travel with the document: the label and the accessible name with the service.
    const words = menuWordKeys(desktopBusinessMenu(ctx('en')));
    expect(words).toContain('menu.servicePlan');
    expect(words).toContain('menu.servicePlanOf');
    expect(en.menu.servicePlanOf).toContain('{{service}}');
    expect(en.menu.servicePlanOf.toLowerCase()).toContain(en.menu.servicePlan.toLowerCase());
  });

  it('mobile consumer menu: Our Apps, App Features, Online Editor, Blog, AI API, Investors', () => {
    expect(keys(consumerMenu(ctx('en')))).toEqual([
      'ourApps',
      'appFeatures',
      'onlineEditor',
      'blog',
      'aiApi',
      'investors',
    ]);
  });

  it('the tool menus (AI photo editing, generative AI, face AI) link to the configured editor site', () => {
    const editor = consumerMenu(
      ctx('en', { links: { ...DEFAULT_FRAME_LINKS, editor: 'https://ed.test/' } }),
    )[2]!;
    expect(editor.groups!.map((g) => g.key)).toEqual(['aiPhotoEditing', 'generativeAi', 'faceAi']);
    for (const g of editor.groups!) {
      for (const l of g.links) {
        expect(l.external).toBe(true);
        expect(l.path).toMatch(/^https:\/\/ed\.test\/[a-z-]+$/);
      }
    }
  });

  it('footer: the company links of §2.1, the document centre in Japanese or English', () => {
    const en = footerLinks(ctx('en')).map((l) => l.path);
    expect(en).toEqual([
      '/business/info/aboutus',
      '/business/news/list',
      '/business/info/awards',
      '/business/contact-us/sales',
      '/business/info/esg',
      '/business/partners',
      '/business/compliance',
      '/business/accessibility-statement',
      '/business/faq',
      '/business/terms',
      '/business/privacy',
      '/business/impressum',
      DEFAULT_FRAME_LINKS.investors,
      DEFAULT_FRAME_LINKS.careers,
      `${DEFAULT_FRAME_LINKS.docs}/en`,
    ]);
    expect(docCenter(ctx('ja'))).toBe(`${DEFAULT_FRAME_LINKS.docs}/ja`);
    expect(docCenter(ctx('fr'))).toBe(`${DEFAULT_FRAME_LINKS.docs}/en`);
  });

  it('footer of consumer pages: the consumer pages of the company, not the business footer (issue 41)', () => {
    const consumer = footerLinks(ctx('en'), 'consumer');
    expect(consumer.map((l) => l.path)).toEqual([
      '/consumer/about-us',
      '/consumer/blog/1',
      '/consumer/contact-us/support',
      DEFAULT_FRAME_LINKS.careers,
      DEFAULT_FRAME_LINKS.investors,
      '/consumer/accessibility-statement',
      '/business/terms',
      '/business/privacy',
      '/consumer/impressum',
    ]);
    expect(consumer.map((l) => l.key)).not.toContain('contactSales');
    // FEATURE_BLOG off hides the blog here as in the menus.
    const noBlog = footerLinks(ctx('en', { flags: { blog: false, forum: true } }), 'consumer');
    expect(noBlog.map((l) => l.key)).not.toContain('blog');
  });
});

describe('gating rules (spec 001 §6)', () => {
  const desktop = (lang: LangKey) => paths(desktopBusinessMenu(ctx(lang)));

  it('§2.1 / §6: the world-expo and TV exposure items are Japanese only', () => {
    for (const lang of LANG_KEYS) {
      expect(paths(mobileBusinessMenu(ctx(lang))).includes('/business/world-expo-technology')).toBe(
        lang === 'ja',
      );
      expect(paths(desktopBusinessMenu(ctx(lang))).includes('/business/world-expo-technology')).toBe(
        lang === 'ja',
      );
      expect(paths(consumerMenu(ctx(lang))).includes('/consumer/tv-exposure')).toBe(lang === 'ja');
    }
  });

  it('§6: the partners resource is hidden for Chinese and Japanese', () => {
    for (const lang of LANG_KEYS) {
      const hidden = lang === 'zh_TW' || lang === 'zh_CN' || lang === 'ja';
      expect(desktop(lang).includes('/business/partners')).toBe(!hidden);
    }
  });

  it('§6: integration partner is shown for Japanese only', () => {
    for (const lang of LANG_KEYS) {
      expect(desktop(lang).includes('/business/integration-partner')).toBe(lang === 'ja');
    }
  });

  it('§6: beauty trend only when the language is not zh_CN', () => {
    expect(desktop('zh_CN').some((p) => p.startsWith('/business/color-trends'))).toBe(false);
    expect(desktop('zh_TW').some((p) => p.startsWith('/business/color-trends'))).toBe(true);
    expect(desktop('en').some((p) => p.startsWith('/business/color-trends'))).toBe(true);
  });

  it('§2.2 / §6: livestreaming is hidden in services for Chinese-simplified users', () => {
    expect(desktop('zh_CN')).not.toContain('/business/products/live-streaming');
    expect(desktop('zh_TW')).toContain('/business/products/live-streaming');
    // The same rule applies to links the CMS supplies.
    const group: CmsMenuGroup = {
      title: 'Channels',
      columns: [
        {
          title: 'Live',
          links: [
            { id: 1, title: 'Live', url: '/business/products/live-streaming' },
            { id: 2, title: 'SDK', url: '/business/services/sdk' },
          ],
        },
      ],
    };
    expect(
      gateCmsGroup(group, { lang: 'zh_CN', domain: 'global' }).columns[0]!.links.map((l) => l.id),
    ).toEqual([2]);
    expect(gateCmsGroup(group, { lang: 'en', domain: 'global' }).columns[0]!.links).toHaveLength(2);
  });

  it('§6: the China domain has no aesthetic-simulation online service', () => {
    const china = paths(desktopBusinessMenu(ctx('zh_CN', { domain: 'china' })));
    expect(china).not.toContain('/business/solutions/online-service/aesthetic-simulation');
    expect(china).not.toContain('/business/solutions/online-service/aesthetic-simulation/plan');
    expect(paths(mobileBusinessMenu(ctx('en', { domain: 'china' })))).not.toContain(
      '/business/solutions/online-service/aesthetic-simulation/plan',
    );
    expect(desktop('zh_CN')).toContain('/business/solutions/online-service/aesthetic-simulation');
  });

  it('§4 forum visibility (spec-rulings 9, decision 0088): master class en+ja, global forum en+fr+ja, education en', () => {
    const shown = (lang: LangKey) => ({
      master: pathAllowed('/business/beauty-tech-forum-master-class', { lang, domain: 'global' }),
      global: pathAllowed('/business/global-beauty-tech-forum', { lang, domain: 'global' }),
      education: pathAllowed('/business/education-series', { lang, domain: 'global' }),
    });
    expect(shown('en')).toEqual({ master: true, global: true, education: true });
    expect(shown('ja')).toEqual({ master: true, global: true, education: false });
    expect(shown('fr')).toEqual({ master: false, global: true, education: false });
    for (const lang of ['zh_TW', 'zh_CN', 'ko', 'de', 'es', 'it'] as const) {
      expect(shown(lang)).toEqual({ master: false, global: false, education: false });
    }
    // A language without any forum loses the sub-menu entirely.
    expect(desktopBusinessMenu(ctx('de')).find((i) => i.key === 'resources')!.sub).toBeUndefined();
  });

  it('§4 / §6: blog and forum entries follow their feature flags', () => {
    const off = { blog: false, forum: false };
    expect(pathAllowed('/business/blog/1', { lang: 'en', domain: 'global', flags: off })).toBe(false);
    expect(pathAllowed('/consumer/blog/1', { lang: 'en', domain: 'global', flags: off })).toBe(false);
    expect(pathAllowed('/business/education-series', { lang: 'en', domain: 'global', flags: off })).toBe(
      false,
    );
    expect(paths(mobileBusinessMenu(ctx('en', { flags: off })))).not.toContain('/business/blog/1');
  });
});

describe('links (spec 001 §5)', () => {
  it('in-site paths take the language prefix; http links stay as given', () => {
    expect(menuHref('/business/info/aboutus', 'ja')).toBe('/ja/business/info/aboutus');
    expect(menuHref('/business/info/aboutus', 'en')).toBe('/business/info/aboutus');
    expect(menuHref('https://ir.example/', 'ja')).toBe('https://ir.example/');
  });

  it('decision 0004: a path whose audience lacks the language goes to English', () => {
    expect(menuHref('/business/ai-apis', 'pt')).toBe('/business/ai-apis');
    expect(menuHref('/consumer/apps', 'ko')).toBe('/consumer/apps');
    expect(menuHref('/consumer/apps', 'pt')).toBe('/pt/consumer/apps');
  });
});

describe('the CMS menu (spec 001 §2.1, §3.1)', () => {
  const col = (urls: string[]) => ({ title: 't', links: urls.map((url, id) => ({ id, title: url, url })) });

  it('places enterprise entries by where their links lead (decision 0087)', () => {
    expect(
      placeOf({ title: 'a', columns: [col(['/business/services/sdk', '/business/services/app-listing'])] }),
    ).toBe('services');
    expect(placeOf({ title: 'b', columns: [col(['/business/technologies/face-ai'])] })).toBe('technology');
    expect(placeOf({ title: 'c', columns: [col(['/business/products/virtual-makeup'])] })).toBe('solutions');
  });

  it('the mobile Enterprise item shows every enterprise entry; desktop groups show their own', () => {
    const data: FrameMenuData = {
      enterprise: [
        { title: 'Products', columns: [col(['/business/products/virtual-makeup'])] },
        { title: 'Channels', columns: [col(['/business/services/sdk'])] },
      ],
      features: [],
      apps: null,
      featured: { post: null, video: null },
      fellBack: false,
    };
    expect(cmsGroupsFor('enterprise', data)).toHaveLength(2);
    expect(cmsGroupsFor('services', data).map((g) => g.title)).toEqual(['Channels']);
    expect(cmsGroupsFor('solutions', data).map((g) => g.title)).toEqual(['Products']);
    expect(cmsGroupsFor('technology', data)).toEqual([]);
  });
});

describe('floating buttons (spec 001 §2.3, §6)', () => {
  const keysOf = (b: ReturnType<typeof floatingButtons>) => b.map((x) => x.key);

  it('standard business pages: contact sales and demo store; product pages: TRY-ON; consumer: none', () => {
    expect(keysOf(floatingButtons('business', 'business-home', 'anonymous'))).toEqual([
      'contactSales',
      'demoStore',
    ]);
    expect(keysOf(floatingButtons('business', 'product', 'anonymous'))).toEqual(['contactSales', 'tryOn']);
    expect(floatingButtons('business', 'business-home', 'anonymous')[0]!.path).toBe(
      '/business/contact-us/sales',
    );
    expect(floatingButtons('consumer', 'consumer-home', 'anonymous')).toEqual([]);
  });

  it("§2.3: TRY-ON opens the showcase of the page's product (decision 0200)", () => {
    const tryOn = (productType: string) =>
      floatingButtons('business', 'product', 'anonymous', { productType }).find((b) => b.key === 'tryOn')
        ?.path;
    expect(tryOn('ar-virtual-ring')).toBe('/business/showcase/rings');
    expect(tryOn('ar-watch')).toBe('/business/showcase/watches');
    expect(tryOn('eye-wear')).toBe('/business/showcase/eye-wear');
    expect(tryOn('ai-skin-diagnostic')).toBe('/business/showcase/skincare/home');
    expect(tryOn('ai-skin-emulation')).toBe('/business/showcase/skincare/emulation');
    expect(tryOn('virtual-makeup')).toBe('/business/showcase/lip-color');
    // A CMS-added product without a showcase of its own: the demo store's default page.
    expect(tryOn('holo-mirror')).toBe('/business/showcase/lip-color');
    // Every showcase in the table is a page of the route table.
    for (const slug of Object.keys(PRODUCT_PAGES)) {
      const path = tryOn(slug)!;
      expect(matchPath(path)?.kind, `${slug} → ${path}`).toBe('page');
    }
  });

  it("spec 000 §5: a product page's Free trial button lands on its group's trial", () => {
    const trial = (productType: string) =>
      floatingButtons('business', 'product', 'free-trial', { productType })[0]?.path;
    expect(trial('ar-watch')).toBe('/business/user/free-trial?functionType=EYEWEAR');
    expect(trial('face-reshaping')).toBe(
      '/business/user/free-trial?functionType=SKINCARE_PRO&solutionType=AESTHETIC_SIMULATION',
    );
    expect(floatingButtons('business', 'business-home', 'free-trial')[0]?.path).toBe(
      '/business/user/free-trial',
    );
  });

  it('§6: signed-in small-business visitors see Free trial or Subscribe Now instead', () => {
    expect(keysOf(floatingButtons('business', 'business-home', 'free-trial'))).toEqual(['freeTrial']);
    expect(keysOf(floatingButtons('business', 'product', 'subscribe'))).toEqual(['subscribe']);
  });

  it('§6 / spec 000 §4: free trial when an SMB account holds no subscription, Subscribe Now otherwise', () => {
    const customer = { customerType: 'SMB' };
    expect(smbStateOf(null)).toBe('anonymous');
    expect(smbStateOf({ customer: null, subscriptions: [] })).toBe('anonymous');
    expect(smbStateOf({ customer: { customerType: 'ENTERPRISE' }, subscriptions: [] })).toBe('anonymous');
    expect(smbStateOf({ customer, subscriptions: [] })).toBe('free-trial');
    expect(smbStateOf({ customer, subscriptions: [{}] })).toBe('subscribe');
  });
});

describe('decision 0247: panels drawn on intent', () => {
  it('menuWordKeys names every label a panel draws, and each exists in English', () => {
    for (const lang of ['en', 'ja', 'zh_CN'] as const) {
      const items = [
        ...desktopBusinessMenu(ctx(lang)),
        ...mobileBusinessMenu(ctx(lang)),
        ...consumerMenu(ctx(lang)),
      ];
      const words = new Set(menuWordKeys(items));
      const drawn = items.flatMap((i) => [
        i.key,
        ...(i.groups ?? []).flatMap((g) => [g.key, ...g.links.map((l) => l.key)]),
        ...(i.sub ? [i.sub.key, ...i.sub.links.map((l) => l.key)] : []),
      ]);
      for (const key of drawn) expect(words.has(`menu.${key}`), key).toBe(true);
      for (const word of words)
        expect((en.menu as Record<string, string>)[word.slice(5)], word).toBeTypeOf('string');
    }
    const resources = desktopBusinessMenu(ctx('en')).find((i) => i.cms === 'featured')!;
    expect(menuWordKeys([resources])).toEqual(
      expect.arrayContaining(['menu.featuredPost', 'menu.moreVideos']),
    );
    // Words of items that are not there are not read.
    expect(menuWordKeys(consumerMenu(ctx('en')))).not.toContain('menu.faceDiagnostic');
  });

  it('the footer site map is the menu page of the audience', () => {
    expect(siteMapLink('business')).toEqual({ key: 'siteMap', path: '/business/menus' });
    expect(siteMapLink('consumer').path).toBe('/consumer/menus');
    expect(matchPath(siteMapLink('consumer').path)).not.toBeNull();
  });
});
