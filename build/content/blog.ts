/**
 * The blog's CMS rows (spec 001 §2.5, §3.3): posts and authors in English, then each language's words
 * beside them (content/en/blog/, content/<lang>/blog/). `{{brand}}` is replaced by the configured brand
 * when the origin answers.
 */
import type { LanguageType } from '../../shared/smb/content';
import type { Post } from './schemas.ts';
import { type ContentSources, sourceOf } from './sources.ts';
import { BUSINESS_LTS, type CmsSeed, CONSUMER_LTS, h2, ol, p, ul } from './templates.ts';

type Tags = ContentSources['blog']['tags'];

function filtersOf(post: Post, tags: Tags) {
  return post.tags.map((id) => {
    const { kind, value } = tags[String(id)]!;
    return { kind, id, value };
  });
}

function content(post: Post, x: Post, tags: Tags) {
  const list = x.list ? [h2(x.list.title), x.list.ordered ? ol(...x.list.items) : ul(...x.list.items)] : [];
  return {
    postHandle: post.postHandle,
    title: x.title,
    metaDesc: x.metaDesc,
    audience: post.audience,
    category: post.category,
    authorHandle: post.authorHandle,
    imageUrl: post.imageUrl ?? null,
    publishedAt: post.publishedAt,
    keywords: x.keywords.map((title) => ({ title })),
    filters: filtersOf(post, tags),
    postContent: [...x.paragraphs.map(p), ...(x.body ?? []), ...list],
  };
}

const seoOf = (title: string, description: string) => ({
  metaTitle: `${title} | {{brand}}`,
  metaDescription: description,
});

export function blogSeeds(src: ContentSources): CmsSeed[] {
  const { localise, blog } = src;
  const out: CmsSeed[] = [];
  const push = (post: Post, lt: LanguageType, x: Post) => {
    const c = content(post, x, localise(lt, 'blog/tags', blog.tags) ?? blog.tags);
    out.push({
      type: 'BLOG_POST',
      pageKey: post.postHandle,
      languageType: lt,
      content: c,
      path: `/${post.audience}/blog/${post.postHandle}`,
      seo: seoOf(c.title, c.metaDesc),
      // The FAQ and HowTo texts are English: only the English record carries them.
      seoExtra: { metaType: 'ARTICLE', ...(lt === 'enu' ? blog.seoExtra[post.postHandle] : {}) },
      sortDate: post.publishedAt,
      source: sourceOf(lt, `blog/posts/${post.postHandle}`),
    });
  };
  // English, then each language of the post's audience that translates it.
  for (const post of blog.posts) {
    for (const lt of post.audience === 'business' ? BUSINESS_LTS : CONSUMER_LTS) {
      const x = localise(lt, `blog/posts/${post.postHandle}`, post);
      if (x) push(post, lt, x);
    }
  }
  for (const author of blog.authors) {
    for (const lt of BUSINESS_LTS) {
      const content = localise(lt, `blog/authors/${author.authorHandle}`, author);
      if (content) out.push({ type: 'BLOG_AUTHOR', pageKey: author.authorHandle, languageType: lt, content });
    }
  }
  return out;
}
