import type { i18n } from 'i18next';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { language } from '../../shared/languages';
import { serializeJson } from '../../shared/serialize';
import { Frame } from '../components/frame';
import type { PageProps } from '../pages/types';
import { type Site, SiteContext } from './site-context';
import { SSR_DATA_ID, type SsrData } from './ssr-data';

export type DocumentProps = {
  ssr: SsrData;
  nonce: string;
  i18n: i18n;
  Page: ComponentType<PageProps<never>>;
  deferred: Record<string, PromiseLike<unknown>>;
};

/** The whole HTML document; rendered by the worker and hydrated as-is by the browser. */
export function Document({ ssr, nonce, i18n, Page, deferred }: DocumentProps) {
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
    nonce,
  };
  return (
    <html lang={language(ssr.lang).htmlLang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{ssr.head.title}</title>
        <meta name="description" content={ssr.head.description} />
        <meta name="robots" content={ssr.indexable ? 'index, follow' : 'noindex, nofollow'} />
        <meta name="theme-color" content="#2b1b3d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {ssr.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {ssr.assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <SiteContext.Provider value={site}>
          <I18nextProvider i18n={i18n}>
            <Frame deferred={deferred}>
              <Page data={ssr.data as never} params={ssr.params} deferred={deferred} />
            </Frame>
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
