import type { LanguagePack } from '../types.ts';
import { APPS } from './apps.ts';
import { BLOG_AUTHORS, BLOG_POSTS, BLOG_TAGS } from './blog.ts';
import { CAMPAIGNS } from './campaigns.ts';
import { CONSUMER_PAGES } from './consumer-pages.ts';
import { FEATURES } from './features.ts';
import { INFO_PAGES } from './info-pages.ts';
import { DEMO_STORE, NEWS, STORIES, TRENDS, VIDEOS } from './media.ts';
import { ONLINE_SERVICE } from './online-service.ts';
import { PRODUCTS } from './products.ts';
import { SERVICES } from './services.ts';
import { TECHNOLOGIES } from './technologies.ts';
import { TERMS_PAGES } from './terms-pages.ts';
import { UI } from './ui.ts';

/**
 * The it translations of the seed content: import each family file of this folder here
 * (see data/l10n/types.ts for the families and the shape of each).
 */
export const PACK: LanguagePack = {
  ui: UI,
  products: PRODUCTS,
  technologies: TECHNOLOGIES,
  services: SERVICES,
  campaigns: CAMPAIGNS,
  infoPages: INFO_PAGES,
  termsPages: TERMS_PAGES,
  onlineService: ONLINE_SERVICE,
  features: FEATURES,
  apps: APPS,
  consumerPages: CONSUMER_PAGES,
  news: NEWS,
  videos: VIDEOS,
  stories: STORIES,
  trends: TRENDS,
  demoStore: DEMO_STORE,
  blogPosts: BLOG_POSTS,
  blogAuthors: BLOG_AUTHORS,
  blogTags: BLOG_TAGS,
};
