import type { BusinessPack } from '../types.ts';
import { BLOG_AUTHORS, BLOG_POSTS, BLOG_TAGS } from './blog.ts';
import { CAMPAIGNS } from './campaigns.ts';
import { DEMO_STORE } from './demo-store.ts';
import { INFO_PAGES } from './info-pages.ts';
import { NEWS } from './news.ts';
import { ONLINE_SERVICE } from './online-service.ts';
import { PRODUCTS } from './products.ts';
import { SERVICES } from './services.ts';
import { STORIES } from './stories.ts';
import { TECHNOLOGIES } from './technologies.ts';
import { TERMS_PAGES } from './terms-pages.ts';
import { TRENDS } from './trends.ts';
import { UI } from './ui.ts';
import { VIDEOS } from './videos.ts';

/**
 * The zh_CN translations of the seed content: import each family file of this folder here
 * (see data/l10n/types.ts for the families and the shape of each).
 */
export const PACK: BusinessPack = {
  ui: UI,
  products: PRODUCTS,
  technologies: TECHNOLOGIES,
  services: SERVICES,
  campaigns: CAMPAIGNS,
  infoPages: INFO_PAGES,
  termsPages: TERMS_PAGES,
  onlineService: ONLINE_SERVICE,
  news: NEWS,
  videos: VIDEOS,
  stories: STORIES,
  trends: TRENDS,
  demoStore: DEMO_STORE,
  blogPosts: BLOG_POSTS,
  blogAuthors: BLOG_AUTHORS,
  blogTags: BLOG_TAGS,
};
