import type { i18n } from 'i18next';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { headScript } from '../../shared/analytics';
import { robotsValue } from '../../shared/indexing';
import { language } from '../../shared/languages';
import { serializeJson } from '../../shared/serialize';
import { Frame } from '../components/frame';
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
  /**
   * Server only: the hydration data as it stands once the body has rendered — its translations are
   * the entries the render read (decision 0240). The browser writes back the `ssr` it was given.
   */
  hydrationData?: () => SsrData;
};

/** The whole HTML document; rendered by the worker and hydrated as-is by the browser. */
export function Document({ ssr, nonce, i18n, Page, deferred, inlineCss, hydrationData }: DocumentProps) {
  const inline = inlineCss ?? inlineCssFromDom();
  const { head } = ssr;
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
        {/* First of all: dataLayer, consent defaults, the container after consent (decision 0173). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: headScript(ssr.containerId) }} />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="robots" content={robotsValue(ssr.indexable)} />
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {/* spec 001 §9: alternate-language links of an indexable page (the sitemap lists the same). */}
        {head.alternates.map((l) => (
          <link key={l.hreflang} rel="alternate" hrefLang={l.hreflang} href={l.href} />
        ))}
        {head.meta.map((m) => (
          // Open Graph and Twitter card (decision 0170).
          <meta
            key={`${m.property ?? m.name}=${m.content}`}
            {...(m.property ? { property: m.property } : { name: m.name })}
            content={m.content}
          />
        ))}
        <meta name="theme-color" content="#2b1b3d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {inline && (
          <style
            id={INLINE_CSS_ID}
            nonce={nonce}
            data-files={inline.files.join(' ')}
            data-partial={inline.partial.length ? inline.partial.join(' ') : undefined}
            dangerouslySetInnerHTML={{ __html: inline.text }}
          />
        )}
        {ssr.assets.css
          .filter((href) => !inline?.files.includes(href) && !inline?.partial.includes(href))
          .map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
        {head.ld.map((text) => (
          // Structured data (decision 0171): escaped JSON built once on the worker.
          <script
            key={text}
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: text }}
          />
        ))}
        {/* No modulepreload links here: the bootstrap script adds them after the first paint (decision 0142). */}
      </head>
      <body>
        <SiteContext.Provider value={site}>
          <I18nextProvider i18n={i18n}>
            <Frame>
              <Page data={ssr.data as never} params={ssr.params} deferred={deferred} />
            </Frame>
            <PreviewBanner />
          </I18nextProvider>
        </SiteContext.Provider>
        <HydrationData ssr={ssr} settle={hydrationData} />
      </body>
    </html>
  );
}

/**
 * The hydration data, the body's last element: a component, so that on the worker it is written after
 * every other element of the shell has rendered (and read its translations, decision 0240).
 */
function HydrationData({ ssr, settle }: { ssr: SsrData; settle?: () => SsrData }) {
  return (
    <script
      type="application/json"
      id={SSR_DATA_ID}
      dangerouslySetInnerHTML={{ __html: serializeJson(settle ? settle() : ssr) }}
    />
  );
}
