import type { i18n } from 'i18next';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { hreflangLinks, indexableVersions, robotsValue } from '../../shared/indexing';
import { language } from '../../shared/languages';
import { routeById } from '../../shared/routes';
import { serializeJson } from '../../shared/serialize';
import { Frame } from '../components/frame';
import { COOKIE_ACCEPTED_KEY } from '../components/frame/cookie-banner';
import { PreviewBanner } from '../components/preview-banner';
import type { PageProps } from '../pages/types';
import { INLINE_CSS_ID, type InlineCss, inlineCssFromDom } from './inline-css';
import { type Site, SiteContext } from './site-context';
import { SSR_DATA_ID, type SsrData } from './ssr-data';

export type DocumentProps = {
  ssr: SsrData;
  nonce: string;
  i18n: i18n;
  Page: ComponentType<PageProps<never>>;
  deferred: Record<string, PromiseLike<unknown>>;
  /** Server only: the page's stylesheets to write inline (the browser reads them back from the DOM). */
  inlineCss?: InlineCss | null;
};

/**
 * Before first paint, marks a visitor who already accepted the cookie statement, so the banner that
 * the server renders stays hidden until hydration removes it (decision 0141).
 */
const COOKIE_FLAG_SCRIPT = `try{localStorage.getItem(${JSON.stringify(COOKIE_ACCEPTED_KEY)})==='true'&&document.documentElement.setAttribute('data-cookie-accepted','')}catch(e){}`;

/** The whole HTML document; rendered by the worker and hydrated as-is by the browser. */
/** spec 001 §9: alternate-language links of an indexable page (the sitemap lists the same). */
function alternates(ssr: SsrData): { hreflang: string; href: string }[] {
  const route = routeById(ssr.routeId);
  if (!ssr.indexable || !route || !ssr.edge.origin) return [];
  return hreflangLinks(
    indexableVersions(route, ssr.params, ssr.edge.environment, ssr.edge.domain),
    ssr.edge.origin,
  );
}

export function Document({ ssr, nonce, i18n, Page, deferred, inlineCss }: DocumentProps) {
  const inline = inlineCss ?? inlineCssFromDom();
  const site: Site = {
    lang: ssr.lang,
    audience: ssr.audience,
    routeId: ssr.routeId,
    params: ssr.params,
    pathname: ssr.pathname,
    brand: ssr.brand,
    status: ssr.status,
    frame: ssr.frame,
    seoKey: ssr.seoKey,
    edge: ssr.edge,
    frameLinks: ssr.frameLinks,
    form: ssr.form ?? null,
    nonce,
  };
  return (
    <html
      lang={language(ssr.lang).htmlLang}
      dir="ltr"
      // spec 001 §5: a mobile user agent gets the mobile menu and banners at any width (decision 0204).
      data-device={ssr.edge.device === 'mobile' ? 'mobile' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{ssr.head.title}</title>
        <meta name="description" content={ssr.head.description} />
        <meta name="robots" content={robotsValue(ssr.indexable)} />
        {alternates(ssr).map((l) => (
          <link key={l.hreflang} rel="alternate" hrefLang={l.hreflang} href={l.href} />
        ))}
        <meta name="theme-color" content="#2b1b3d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {inline && (
          <style
            id={INLINE_CSS_ID}
            nonce={nonce}
            data-files={inline.files.join(' ')}
            dangerouslySetInnerHTML={{ __html: inline.text }}
          />
        )}
        {ssr.assets.css
          .filter((href) => !inline?.files.includes(href))
          .map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: COOKIE_FLAG_SCRIPT }} />
        {/* No modulepreload links here: the bootstrap script adds them after the first paint (decision 0142). */}
      </head>
      <body>
        <SiteContext.Provider value={site}>
          <I18nextProvider i18n={i18n}>
            <Frame deferred={deferred}>
              <Page data={ssr.data as never} params={ssr.params} deferred={deferred} />
            </Frame>
            <PreviewBanner />
          </I18nextProvider>
        </SiteContext.Provider>
        <script
          type="application/json"
          id={SSR_DATA_ID}
          dangerouslySetInnerHTML={{ __html: serializeJson(ssr) }}
        />
      </body>
    </html>
  );
}
