import { useTranslation } from 'react-i18next';
import { useSite } from '../../app/site-context';
import {
  AuthorCard,
  BlogSearch,
  CategoryNav,
  FilterNav,
  Pagination,
  PostCards,
  useBlogT,
} from '../../components/blog/parts';
import type { PageProps } from '../types';
import type { BlogListData } from './data';

/**
 * The blog's lists (spec 001 §2.5): /blog/{page}, /blog/category/{attr} and /blog/{category},
 * /blog/search/{keywords}, and an author's page (/blog/author/{handle} or ?authorId=).
 */
export default function BlogList({ data, params }: PageProps<BlogListData>) {
  const t = useBlogT();
  const seo = useTranslation('seo').t;
  const { lang } = useSite();
  const category = data.mode === 'category' ? (params.attr ?? params.category) : undefined;
  const keywords = data.mode === 'search' ? (params.keywords ?? '') : '';
  let heading: string;
  if (data.mode === 'category') heading = t(`blog.categories.${category}`);
  else if (data.mode === 'search') heading = seo('blog-search.heading', { name: keywords });
  else if (data.mode === 'authors') heading = t('blog.authors');
  else if (data.mode === 'author') heading = t('blog.postsBy', { name: data.author?.displayName ?? '' });
  else heading = seo('blog-list.heading');
  return (
    <section className="section blog" aria-labelledby="page-title">
      <h1 id="page-title">{heading}</h1>
      {data.mode === 'list' && data.page === 1 ? (
        <p className="blog__lead">{seo('blog-list.description')}</p>
      ) : null}
      {data.mode === 'list' && data.page > 1 ? (
        <p className="blog__lead">{t('blog.pageN', { page: data.page })}</p>
      ) : null}
      <div className="blog__tools">
        <BlogSearch key={`${lang}|${keywords}`} initial={keywords} />
        <CategoryNav current={data.mode === 'list' ? undefined : category} />
      </div>
      {data.mode === 'list' ? <FilterNav groups={data.filters} active={data.filter} /> : null}
      {data.featured ? (
        <section className="blog__featured" aria-labelledby="featured-title">
          <h2 id="featured-title">{t('blog.featured')}</h2>
          <PostCards posts={[data.featured]} headingLevel={3} />
        </section>
      ) : null}
      {data.mode === 'author' && data.author ? (
        <section className="blog__about" aria-labelledby="about-author">
          <h2 id="about-author">{t('blog.aboutAuthor')}</h2>
          <AuthorCard author={data.author} linked={false} />
        </section>
      ) : null}
      {data.mode === 'authors' ? (
        <ul className="blog-authors">
          {data.authors.map((a) => (
            <li key={a.authorHandle}>
              <AuthorCard author={a} linked />
            </li>
          ))}
        </ul>
      ) : null}
      {data.mode === 'search' ? (
        <p className="blog__count" role="status">
          {data.total > 0 ? t('blog.results', { count: data.total }) : t('blog.noResults', { keywords })}
        </p>
      ) : null}
      {data.posts.length > 0 ? (
        <PostCards posts={data.posts} />
      ) : data.mode !== 'search' && data.mode !== 'authors' ? (
        <p className="blog__empty">{t('blog.noPosts')}</p>
      ) : null}
      {data.mode === 'list' ? <Pagination page={data.page} pages={data.pages} filter={data.filter} /> : null}
    </section>
  );
}
