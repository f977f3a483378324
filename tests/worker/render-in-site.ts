import { env } from 'cloudflare:test';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { type Site, SiteContext } from '../../client/app/site-context';
import { DEFAULT_EDGE_FACTS } from '../../client/app/ssr-data';
import { DEFAULT_FRAME_LINKS } from '../../shared/menus';
import { i18nFor } from '../../worker/i18n';

/** An English business page's site facts for rendering one component; `route` names its route and SEO key. */
export function englishSite(route: string, pathname: string): Site {
  return {
    lang: 'en',
    audience: 'business',
    routeId: route,
    params: {},
    pathname,
    brand: 'Lumora',
    status: 200,
    frame: 'standard',
    edge: DEFAULT_EDGE_FACTS,
    seoKey: route,
    nonce: 'n',
    frameLinks: DEFAULT_FRAME_LINKS,
    form: null,
  };
}

/** One component rendered to HTML with the site's English translations and `site` in context. */
export async function renderInSite(element: ReactElement, site: Site): Promise<string> {
  const i18n = await i18nFor(env, site.lang, site.brand);
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n: i18n as never },
      createElement(SiteContext.Provider, { value: site }, element),
    ),
  );
}
