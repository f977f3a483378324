import type { BlogAuthorView, BlogPostView, SeoView } from '../../../shared/smb/content-reshape';

export type BlogPostData = {
  post: BlogPostView;
  author: BlogAuthorView | null;
  /** spec 001 §5: only entries with question and answer, by order. */
  faqs: SeoView['faqs'];
  /** The post's absolute canonical address (shared by the share buttons). */
  shareUrl: string;
};
