import { useTranslation } from 'react-i18next';
import { ExploreBar } from '../../components/explore-bar/explore-bar';
import { CmsLink, PageBanner } from '../../components/sections';
import type { PageProps } from '../types';
import type { CatalogData } from './data';
import './catalog.css';

/**
 * Lists of solution pages: the technologies index and solutions/enterprise ("view all products",
 * spec 001 §2.2), grouped, with the mobile explore bar jumping between groups (spec 001 §4).
 */
export default function Catalog({ data }: PageProps<CatalogData>) {
  const { t } = useTranslation('business');
  const grouped = data.groups.length > 1;
  const groupTitle = (key: string) => t(`catalog.groups.${key}`);
  return (
    <>
      <PageBanner title={t(`pages.${data.kind}.heading`)} lead={t(`pages.${data.kind}.lead`)} />
      {grouped ? (
        <ExploreBar
          items={data.groups.map((g) => ({ anchor: `group-${g.key}`, title: groupTitle(g.key) }))}
        />
      ) : null}
      {data.groups.map((g) => (
        <section
          key={g.key}
          id={grouped ? `group-${g.key}` : undefined}
          className="sec catalog"
          aria-labelledby={`group-${g.key}-title`}
        >
          <h2 id={`group-${g.key}-title`} className={grouped ? undefined : 'visually-hidden'}>
            {groupTitle(g.key)}
          </h2>
          <ul className="cards">
            {g.items.map((item) => (
              <li key={item.href} className="card catalog__card">
                <h3>
                  <CmsLink href={item.href}>{item.title}</CmsLink>
                </h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
