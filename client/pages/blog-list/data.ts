import type { FilterGroup, PostCard } from '../../../shared/blog';
import type { BlogAuthorView } from '../../../shared/smb/content-reshape';

/** Which list a blog list page shows (spec 001 §2.5). */
export type BlogListMode = 'list' | 'category' | 'search' | 'author' | 'authors';

export type BlogListData = {
  mode: BlogListMode;
  posts: PostCard[];
  page: number;
  pages: number;
  total: number;
  author: BlogAuthorView | null;
  /** The author index (mode 'authors'). */
  authors: BlogAuthorView[];
  /** List pages: the blog's filter tags by kind, the active one, and the featured (FOCUS) post. */
  filters: FilterGroup[];
  filter: number | null;
  featured: PostCard | null;
};
