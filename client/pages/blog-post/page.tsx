import type { PostCard } from '../../../shared/blog';
import { categoryHref, readingMinutes } from '../../../shared/blog';
import { Deferred } from '../../app/deferred';
import { useSite } from '../../app/site-context';
import { AuthorCard, PostCards, PostDate, ShareButtons, useBlogT } from '../../components/blog/parts';
import { RichText } from '../../components/sections';
import type { PageProps } from '../types';
import type { BlogPostData } from './data';

/**
 * A blog post (spec 001 §2.5, §3.3): title, author card, date in the page's language, the content
 * (structured blocks rendered as plain elements, decision 0042), keywords, FAQ, share buttons, and
 * related posts streamed as secondary data.
 */
export default function BlogPost({ data, deferred }: PageProps<BlogPostData>) {
  const t = useBlogT();
  const { lang, audience } = useSite();
  const { post, author } = data;
  return (
    <>
      <article className="section blog-post" lang={post.fellBack ? 'en' : undefined}>
        <header className="blog-post__header">
          <p className="blog-post__meta">
            <a href={categoryHref(lang, audience, post.category)}>{t(`blog.categories.${post.category}`)}</a>
            {' · '}
            <PostDate iso={post.publishedAt} />
            {' · '}
            {t('blog.readingTime', { count: readingMinutes(post.postContent) })}
          </p>
          <h1 id="page-title">{post.title}</h1>
          <p className="blog-post__lead">{post.metaDesc}</p>
          {author ? (
            <p className="blog-post__byline">
              {t('blog.by')} {author.displayName}
            </p>
          ) : null}
        </header>
        <div className="blog-post__body">
          <RichText blocks={post.postContent} />
        </div>
        {post.keywords.length > 0 ? (
          <section className="blog-post__keywords" aria-labelledby="post-keywords">
            <h2 id="post-keywords">{t('blog.keywords')}</h2>
            <ul>
              {post.keywords.map((k) => (
                <li key={k.title}>{k.title}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {data.faqs.length > 0 ? (
          <section className="blog-post__faq" aria-labelledby="post-faq">
            <h2 id="post-faq">{t('blog.faq')}</h2>
            <dl>
              {data.faqs.map((f) => (
                <div key={f.question}>
                  <dt>{f.question}</dt>
                  <dd>{f.answer}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        <ShareButtons url={data.shareUrl} title={post.title} />
        {author ? (
          <section className="blog-post__author" aria-labelledby="post-author">
            <h2 id="post-author">{t('blog.aboutAuthor')}</h2>
            <AuthorCard author={author} linked />
          </section>
        ) : null}
      </article>
      <section className="section section--tint blog-related" aria-labelledby="related-title">
        <h2 id="related-title">{t('blog.related')}</h2>
        <div>
          <Deferred<PostCard[]>
            name="related"
            value={deferred.related as PromiseLike<PostCard[]> | undefined}
            fallback={<p className="blog-related__loading">{t('blog.loadingRelated')}</p>}
          >
            {(posts) => (posts.length > 0 ? <PostCards posts={posts} headingLevel={3} /> : null)}
          </Deferred>
        </div>
      </section>
    </>
  );
}
