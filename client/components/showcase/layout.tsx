import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_MENU, showcasePageKey } from '../../../shared/showcase';
import { useSite } from '../../app/site-context';
import { useCampaign } from './campaign';
import { CATALOG_PAGE, FEATURE_MENU, nameKey, showcaseHref, viewTabsFor } from './links';
import type { ShowcaseData } from './types';
import '../form-controls.css';
import './showcase.css';

/**
 * The one showcase layout (spec 001 §2.3): the feature menu, the campaign sub-menu and the feature
 * area. The area's desktop, tablet and mobile variants are CSS (showcase.css) keyed on data-area, so
 * the same markup serves every screen class and nothing shifts at hydration.
 */
export function ShowcaseLayout({
  data,
  title,
  lead,
  children,
}: {
  data: ShowcaseData;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('showcase');
  const { lang, pathname } = useSite();
  const campaign = useCampaign(data.query.campaign, data.campaignAllowed);
  const current = (page: string) => pathname.endsWith(`/business/showcase/${page}`);
  // The group of the current page (any view of it) is open; a content page opens its feature's group.
  const section = showcasePageKey(pathname).split('/')[0];
  const opened = (page: string) => page.split('/')[0] === section || data.content?.pagePath === page;
  // The editor's words for this page (its pageKey) stand in for the page's own (decision 0334).
  const heading = data.pageText?.title ?? title;
  const intro = data.pageText ? data.pageText.description : lead;
  const tabs = viewTabsFor(pathname);
  return (
    <div className="showcase" data-area={data.view.area} data-view={data.view.view}>
      <nav className="showcase__menu" aria-label={t('nav.label')}>
        <a
          className="showcase__catalog"
          href={showcaseHref(lang, CATALOG_PAGE)}
          aria-current={current(CATALOG_PAGE) ? 'page' : undefined}
        >
          {t('category.title')}
        </a>
        {FEATURE_MENU.map((g) => (
          <details key={g.group} className="showcase__group" open={g.pages.some(opened)}>
            <summary>{t(`nav.${g.group}`)}</summary>
            <ul>
              {g.pages.map((p) => (
                <li key={p}>
                  <a href={showcaseHref(lang, p)} aria-current={current(p) ? 'page' : undefined}>
                    {t(`names.${nameKey(p)}`)}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </nav>
      {campaign === 'watch' && (
        <nav className="showcase__campaign" aria-label={t('campaign.label')} data-testid="campaign-menu">
          <ul>
            {CAMPAIGN_MENU.map((m) => (
              <li key={m.key}>
                <a href={showcaseHref(lang, m.page)} aria-current={current(m.page) ? 'page' : undefined}>
                  {t(`campaign.${m.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section className="showcase__area" aria-labelledby="page-title">
        <h1 id="page-title">{heading}</h1>
        {intro && <p className="showcase__lead">{intro}</p>}
        {tabs.length > 0 && (
          <nav className="showcase__tabs" aria-label={t('nav.views')} data-testid="view-tabs">
            {tabs.map((v) => (
              <a
                key={v.page}
                href={showcaseHref(lang, v.page)}
                aria-current={current(v.page) ? 'page' : undefined}
              >
                {t(`views.${v.label}`)}
              </a>
            ))}
          </nav>
        )}
        {children}
      </section>
    </div>
  );
}
