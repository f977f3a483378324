import type { Context } from 'hono';
import { BLOG_CATEGORIES } from '../../shared/blog-categories';
import type { Audience, LangKey } from '../../shared/languages';
import {
  type CmsMenuColumn,
  type CmsMenuCta,
  type CmsMenuGroup,
  FEATURE_FLAGS,
  type FeaturedItem,
  type FeatureFlags,
  type FrameLinks,
  type FrameMenuData,
  gateCmsGroup,
} from '../../shared/menus';
import { href } from '../../shared/routes';
import type { CmsEntry, Cta } from '../../shared/smb/content';
import { reshapeMenu } from '../../shared/smb/content-reshape';
import type { AppEnv } from '../app-env';
import { errorFields, log } from '../log';
import { cmsByLanguage, cmsList, edgeOf } from './cms';

type C = Context<AppEnv>;

/** External sites of the frame, from configuration (decision 0089). */
export function frameLinksOf(c: C): FrameLinks {
  const config = c.get('config');
  return {
    editor: config.EDITOR_SITE_URL,
    investors: config.INVESTORS_SITE_URL,
    careers: config.CAREERS_URL,
    docs: config.DOC_CENTER_URL,
    features: featureFlagsOf(c),
  };
}

/** The blog's pages (lists, categories, search, authors, posts): what FEATURE_BLOG=off takes away. */
export const isBlogRoute = (route: { page: string }): boolean =>
  route.page === 'blog-list' || route.page === 'blog-post';

/** A path (its parts after any language prefix) inside the blog: `/business/blog…`, `/consumer/blog…`. */
export const isBlogPath = (parts: readonly string[]): boolean =>
  (parts[0] === 'business' || parts[0] === 'consumer') && parts[1] === 'blog';

/** spec 001 §4 / §6 "blog only if enabled": the blog flag is configuration (FEATURE_BLOG). */
export function featureFlagsOf(c: C): FeatureFlags {
  return { ...FEATURE_FLAGS, blog: c.get('config').FEATURE_BLOG === 'on' };
}

/** spec 001 §3.1: a menu entry's call to action as the header draws it (decision 0206). */
const ctaOf = (cta: Cta | null): CmsMenuCta | null =>
  cta
    ? {
        text: cta.ctaText,
        url: cta.ctaLink,
        kind: cta.buttonType,
        newTab: cta.newTab,
        nofollow: cta.nofollow,
      }
    : null;

const columnsOf = (g: {
  columns: { title: string; links: CmsMenuColumn['links']; cta: Cta | null }[];
}): CmsMenuColumn[] =>
  g.columns.map((c) => ({
    title: c.title,
    links: c.links.map(({ id, title, url }) => ({ id, title, url })),
    cta: ctaOf(c.cta),
  }));

/**
 * spec 001 §2.1: one blog post and one video per language, newest first in the visitor's language
 * (English filling gaps). The post links to /business/blog/{its category}/{slug} (spec 001 §2.1 writes
 * `general`; decision 0174 keeps one address per post).
 */
async function featured(c: C, lang: LangKey): Promise<FrameMenuData['featured']> {
  const [posts, videos] = await Promise.all([
    cmsList(c, lang, 'BLOG_POST', 20),
    cmsList(c, lang, 'VIDEO', 1),
  ]);
  const content = (e: CmsEntry) => e.attributes.content as Record<string, unknown>;
  const post = posts.ok ? posts.data.find((e) => content(e).audience === 'business') : undefined;
  const video = videos.ok ? videos.data[0] : undefined;
  const item = (e: CmsEntry | undefined, path: (e: CmsEntry) => string): FeaturedItem | null =>
    e
      ? {
          title: String(content(e).title ?? ''),
          path: path(e),
          imageUrl: (content(e).imageUrl ?? content(e).videoImageUrl ?? null) as string | null,
        }
      : null;
  return {
    // decision 0174: the post's own address (its category), so the menu link needs no redirect.
    post: item(post, (e) => {
      const category = String(content(e).category ?? '');
      return href('en', 'business-blog-post', {
        category: (BLOG_CATEGORIES as readonly string[]).includes(category) ? category : 'general',
        title: e.attributes.pageKey,
      });
    }),
    video: item(video, (e) => href('en', 'video', { videoId: e.attributes.pageKey })),
  };
}

/**
 * The frame's CMS menu data (GET /site/menus, decision 0247): the audience's menu entry (spec 001 §7: BUSINESS_MENU or
 * CONSUMER_MENU by language) and, for business, the featured post and video. Calls go through the
 * proxy's cache. Failures are only logged (spec 001 §8 "Menu load errors are only logged") and the
 * frame keeps its static menu: this promise never rejects.
 */
export async function loadFrameMenus(c: C, lang: LangKey, audience: Audience): Promise<FrameMenuData | null> {
  try {
    const ctx = { lang, domain: edgeOf(c).domain, flags: featureFlagsOf(c) };
    const type = audience === 'business' ? 'BUSINESS_MENU' : 'CONSUMER_MENU';
    const [menu, feat] = await Promise.all([
      cmsByLanguage(c, lang, type),
      audience === 'business' ? featured(c, lang) : Promise.resolve({ post: null, video: null }),
    ]);
    if (!menu.ok) {
      log('error', 'frame_menu_unavailable', { menu: type, upstream_status: menu.status });
      return null;
    }
    const view = reshapeMenu(menu.data.entry, menu.data.asked);
    const groups: (CmsMenuGroup & { category: string })[] = view.groups.map((g) => ({
      category: g.category,
      ...gateCmsGroup(
        {
          title: g.title,
          columns: columnsOf(g),
          ctas: [ctaOf(g.menuCta), ctaOf(g.cta)].filter((x): x is CmsMenuCta => x !== null),
        },
        ctx,
      ),
    }));
    const enterprise = groups.filter((g) => g.category === 'B2B Enterprise').map(({ category, ...g }) => g);
    const b2c = groups.filter((g) => g.category === 'B2C Feature');
    // The consumer entry with app links is "Our Apps"; the others are the feature groups (§2.1).
    const isApps = (g: CmsMenuGroup) =>
      g.columns.some((col) => col.links.some((l) => l.url.startsWith('/consumer/apps/')));
    const appsGroup = b2c.find(isApps);
    return {
      enterprise: audience === 'business' ? enterprise : [],
      features: b2c.filter((g) => !isApps(g)).flatMap((g) => g.columns),
      apps: appsGroup?.columns[0] ?? null,
      // With the blog off, no featured post (and so no "More Blog Posts"): spec 001 §4 / §6.
      featured: featureFlagsOf(c).blog ? feat : { ...feat, post: null },
      fellBack: view.fellBack,
    };
  } catch (error) {
    log('error', 'frame_menu_failed', errorFields(error));
    return null;
  }
}
