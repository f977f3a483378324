import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUDIENCE_CATEGORIES,
  authorHref,
  categoryHref,
  type FilterGroup,
  filteredListHref,
  listHref,
  type PostCard,
  postHref,
  searchHref,
} from '../../../shared/blog';
import type { BlogAuthorView } from '../../../shared/smb/content-reshape';
import { useSite } from '../../app/site-context';
import { ContentDate } from '../content-date';
import { ListThumb } from '../list-thumb';
import { ShareSection } from '../share-buttons';
import './blog.css';
import { LazyImg } from '../lazy-img';

/** The blog's texts live in the audience's namespace under `blog` (decision 0113). */
export function useBlogT() {
  const { audience } = useSite();
  return useTranslation(audience).t;
}

export const PostDate = ContentDate;

/** The cards of a post list; the title is the link (spec 001 §2.5). */
export function PostCards({ posts, headingLevel = 2 }: { posts: readonly PostCard[]; headingLevel?: 2 | 3 }) {
  const { lang, audience } = useSite();
  const t = useBlogT();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="cards blog-cards">
      {posts.map((p, i) => (
        <li key={p.postHandle} className="card blog-card" lang={p.fellBack ? 'en' : undefined}>
          <ListThumb src={p.imageUrl} index={i} />
          <p className="blog-card__meta">
            <a href={categoryHref(lang, audience, p.category)}>{t(`blog.categories.${p.category}`)}</a>
            {' · '}
            <PostDate iso={p.publishedAt} />
          </p>
          <H className="blog-card__title">
            <a href={postHref(lang, audience, p)}>{p.title}</a>
          </H>
          <p>{p.metaDesc}</p>
          {p.author ? (
            <p className="blog-card__author">
              {t('blog.by')}{' '}
              <a href={authorHref(lang, audience, p.author.authorHandle)}>{p.author.displayName}</a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** spec 001 §3.3 author: image, name, position, short description, e-mail and social links. */
export function AuthorCard({ author, linked }: { author: BlogAuthorView; linked: boolean }) {
  const { lang, audience } = useSite();
  const t = useBlogT();
  const socials = Object.entries(author.socialUrls) as [string, string][];
  const SOCIAL: Record<string, string> = { linkedin: 'LinkedIn', x: 'X', instagram: 'Instagram' };
  return (
    <div className="blog-author" lang={author.fellBack ? 'en' : undefined}>
      {author.imageUrl ? (
        <LazyImg className="blog-author__image" src={author.imageUrl} width={96} height={96} />
      ) : null}
      <p className="blog-author__name">
        {linked ? (
          <a href={authorHref(lang, audience, author.authorHandle)}>{author.displayName}</a>
        ) : (
          author.displayName
        )}
      </p>
      <p className="blog-author__position">{author.position}</p>
      <p>{author.shortDesc}</p>
      {author.emailUrl || socials.length > 0 ? (
        <ul className="blog-author__links">
          {author.emailUrl ? (
            <li>
              <a href={author.emailUrl}>{t('blog.email', { name: author.displayName })}</a>
            </li>
          ) : null}
          {socials.map(([network, url]) => (
            <li key={network}>
              <a href={url} rel="noopener noreferrer me" target="_blank">
                {SOCIAL[network] ?? network}
                <span className="visually-hidden"> {t('blog.newWindow')}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Goes to the blog search in-app: a synthetic click on a link lets the router handle it like any
 * other link; without scripts the form's GET lands on /blog/search?q=, which redirects (decision 0112).
 */
function go(target: string) {
  const a = document.createElement('a');
  a.href = target;
  a.hidden = true;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export function BlogSearch({ initial = '' }: { initial?: string }) {
  const { lang, audience } = useSite();
  const t = useBlogT();
  const id = useId();
  const [q, setQ] = useState(initial);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const k = q.trim();
    if (k) go(searchHref(lang, audience, k));
  };
  // The no-script target: /blog/search is the post-handle route, which redirects with ?q= (0112).
  const action = `${listHref(lang, audience, 1).replace(/\/1$/, '')}/search`;
  return (
    <search>
      <form className="blog-search" action={action} method="get" onSubmit={onSubmit}>
        <label htmlFor={id}>{t('blog.searchLabel')}</label>
        <input
          id={id}
          type="search"
          name="q"
          required
          maxLength={100}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('blog.searchPlaceholder')}
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          {t('blog.searchButton')}
        </button>
      </form>
    </search>
  );
}

/** The audience's categories, the current one marked. */
export function CategoryNav({ current }: { current?: string }) {
  const { lang, audience } = useSite();
  const t = useBlogT();
  return (
    <nav className="blog-categories" aria-label={t('blog.categoriesLabel')}>
      <ul>
        <li>
          <a href={listHref(lang, audience, 1)} aria-current={current === undefined ? 'page' : undefined}>
            {t('blog.all')}
          </a>
        </li>
        {AUDIENCE_CATEGORIES[audience].map((c) => (
          <li key={c}>
            <a href={categoryHref(lang, audience, c)} aria-current={c === current ? 'page' : undefined}>
              {t(`blog.categories.${c}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Page numbers of the list (spec 001 §2.5 /blog/{page number}), keeping the active filter. */
export function Pagination({ page, pages, filter }: { page: number; pages: number; filter: number | null }) {
  const { lang, audience } = useSite();
  const t = useBlogT();
  if (pages <= 1) return null;
  const to = (n: number) => filteredListHref(lang, audience, n, filter);
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className="blog-pages" aria-label={t('blog.pagination')}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={to(page - 1)} rel="prev">
              {t('blog.previous')}
            </a>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            <a
              href={to(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('blog.pageN', { page: n })}
            >
              {n}
            </a>
          </li>
        ))}
        {page < pages ? (
          <li>
            <a href={to(page + 1)} rel="next">
              {t('blog.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** spec 001 §3.3 filter tags of the blog, by kind; the active one marked, one link clears it. */
export function FilterNav({ groups, active }: { groups: readonly FilterGroup[]; active: number | null }) {
  const { lang, audience } = useSite();
  const t = useBlogT();
  if (groups.length === 0) return null;
  return (
    <nav className="blog-filters" aria-label={t('blog.filtersLabel')}>
      {groups.map((g) => (
        <div key={g.kind} className="blog-filters__group">
          <p className="blog-filters__kind">{t(`blog.filterKinds.${g.kind}`)}</p>
          <ul>
            {g.tags.map((tag) => (
              <li key={tag.id}>
                <a
                  lang={tag.fellBack ? 'en' : undefined}
                  href={filteredListHref(lang, audience, 1, tag.id)}
                  aria-current={tag.id === active ? 'page' : undefined}
                >
                  {tag.value}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {active !== null ? (
        <p>
          <a href={filteredListHref(lang, audience, 1, null)}>{t('blog.clearFilter')}</a>
        </p>
      ) : null}
    </nav>
  );
}

/**
 * spec 000 §7 / 001 §7: URL-based share pages of a social network, a professional network and a
 * microblog in a 600x400 popup. Plain links (new tab) without scripts.
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const t = useBlogT();
  return (
    <ShareSection
      heading={t('blog.share')}
      url={url}
      title={title}
      label={(network) => t('blog.shareOn', { network })}
      hint={t('blog.newWindow')}
    />
  );
}
