import { useTranslation } from 'react-i18next';
import { useSite } from '../../app/site-context';
import { CmsLink, CtaButton, PageBanner } from '../../components/sections';
import type { PageProps } from '../types';
import type { MenusData } from './data';
import './menus.css';

/**
 * spec 001 §2.1 /business/menus and /consumer/menus: the audience's menu from the CMS as a page (also previewed by cmsId).
 * Only 'Page Entry' items, at most 10 per column (already applied by reshapeMenu, spec 001 §5).
 */
export default function Menus({ data }: PageProps<MenusData>) {
  // /business/menus and /consumer/menus share this page; each audience's namespace words it.
  const { audience } = useSite();
  const { t } = useTranslation(audience);
  const { menu } = data;
  return (
    <div lang={menu.fellBack ? 'en' : undefined}>
      <PageBanner title={t('pages.menus.heading')} lead={t('pages.menus.lead')} />
      {menu.groups.map((g, gi) => (
        <section key={g.title} className="sec menus-group" aria-labelledby={`menu-${gi}`}>
          <h2 id={`menu-${gi}`}>{g.title}</h2>
          <p className="sec-lead">{g.description}</p>
          <div className="menus-columns">
            {g.columns.map((col) => (
              <div key={col.title} className="menus-column">
                <h3>{col.title}</h3>
                <ul>
                  {col.links.map((l) => (
                    <li key={l.id}>
                      <CmsLink href={l.url}>{l.title}</CmsLink>
                    </li>
                  ))}
                </ul>
                {col.cta ? <CtaButton cta={col.cta} /> : null}
              </div>
            ))}
          </div>
          {g.menuCta || g.cta ? (
            <p className="sec-ctas">
              {g.menuCta ? <CtaButton cta={g.menuCta} /> : null}
              {g.cta ? <CtaButton cta={g.cta} /> : null}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
