import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeQr, qrPath } from '../../../shared/consumer-qr';
import { HAIR_AREAS } from '../../../shared/hair';
import { PRODUCT_VIEW_PAGES } from '../../../shared/route-table/showcase';
import {
  AUTO_APPLY,
  FEATURE_GLOBAL,
  featureKeyFor,
  isLauncherKey,
  LAUNCHERS,
  launcherModes,
} from '../../../shared/showcase';
import type { CatalogEntry, Sku } from '../../../shared/showcase-catalog';
import { RING_FINGERS, type RingFinger } from '../../../shared/wear';
import { useSite } from '../../app/site-context';
import { HairResults } from '../../components/showcase/hair-results';
import { ShowcaseLayout } from '../../components/showcase/layout';
import { nameKey } from '../../components/showcase/links';
import { ShadeMatches } from '../../components/showcase/shade-matches';
import { SkuArt } from '../../components/showcase/sku-art';
import { SkuPicker } from '../../components/showcase/sku-picker';
import { TryOnControls, useTryOn } from '../../components/showcase/try-on';
import type { ShowcaseData } from '../../components/showcase/types';
import type { PageProps } from '../types';

/**
 * The demo store's try-on pages (spec 001 §2.3): product types, the single pages, looks, stacking,
 * the 3D viewer, the shade finder, AI makeup transfer and the content-driven feature pages.
 */
/**
 * In-app navigation reuses the page component: a key per page resets the chosen SKU, mode and model
 * when the visitor moves to another showcase page (a query change such as ?type= keeps them).
 */
export default function ShowcaseStorePage({ data }: PageProps<ShowcaseData>) {
  return <View key={`${data.view.area}/${data.feature}`} data={data} />;
}

function View({ data }: { data: ShowcaseData }) {
  const { t } = useTranslation('showcase');
  const content = data.content;
  const launcher = content?.launcher && isLauncherKey(content.launcher) ? LAUNCHERS[content.launcher] : null;
  const featureKey = content?.featureKey ?? featureKeyFor(data.view);
  const { status, open, stage, result } = useTryOn(data, featureKey);
  const shade = result?.kind === 'shadefinder' ? result : null;
  // The hair pages list the module's hair indicators, their own first (docs/tryon-hair.md).
  const hairFocus = HAIR_AREAS[data.view.area];
  const hair = hairFocus && result?.kind === 'hair' ? result : null;
  const [sku, setSku] = useState<Sku | null>(null);
  // spec 001 §2.3: pages whose launchers come in 2D and 3D offer the switch (3D first).
  const modes = launcher?.mode ? (['2d', '3d'] as const) : launcherModes(data.feature);
  const [mode, setMode] = useState<'2d' | '3d' | null>(launcher?.mode ?? modes.at(-1) ?? null);
  // spec 001 §3.7 ring fingers: the rings page lets the visitor choose the finger (ring finger first).
  const rings = data.catalog?.skuType === 'ring';
  const [finger, setFinger] = useState<RingFinger>('ring');

  // spec 001 §2.3: the content page's feature key is global while the page is open.
  useEffect(() => {
    if (!content) return;
    const w = window as unknown as Record<string, unknown>;
    w[FEATURE_GLOBAL] = content.featureKey;
    return () => {
      delete w[FEATURE_GLOBAL];
    };
  }, [content]);

  const shadeFinder = data.view.area === 'shadefinder';
  // spec 001 §2.3: feet and bags are not in a selfie — these pages show the product (decision 0264).
  const productView = !content && PRODUCT_VIEW_PAGES.includes(data.feature) && data.catalog;
  const nail = data.view.area === 'nailcolor';
  const select = (s: Sku, apply = false) => {
    setSku(s);
    // spec 001 §4: eye-wear, lip-color and eye-liner apply the chosen SKU at once; once the try-on is
    // open, every page's pick changes the face at once (the module updates without reopening).
    if (apply || AUTO_APPLY.has(content?.pagePath ?? data.feature) || status === 'open')
      void open(s, mode, { finger });
  };
  /** A new mode or finger changes an open try-on at once. */
  const change = (next: { mode?: '2d' | '3d'; finger?: RingFinger }) => {
    if (next.mode) setMode(next.mode);
    if (next.finger) setFinger(next.finger);
    if (status === 'open')
      void open(sku ?? data.catalog?.skus[0] ?? null, next.mode ?? mode, { finger: next.finger ?? finger });
  };

  const title = content ? content.title : t(`names.${nameKey(data.feature)}`);
  // The start view ("home", a route name) is the feature itself; another view is named after it.
  const viewName =
    ['3dviewer', 'shadefinder'].includes(data.view.area) && data.view.view !== 'home'
      ? t(`views.${data.view.view}`)
      : null;
  return (
    <ShowcaseLayout
      data={data}
      title={viewName ? `${title} — ${viewName}` : title}
      lead={
        content ? content.description : t(`leads.${data.view.area}`, { defaultValue: t('leads.default') })
      }
    >
      {nail && <NailLanding />}
      {modes.length > 1 && (
        <fieldset className="showcase__modes">
          <legend>{t('module.modeLabel')}</legend>
          {modes.map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="vto-mode"
                value={m}
                checked={mode === m}
                onChange={() => change({ mode: m })}
              />
              {t(`module.${m}`)}
            </label>
          ))}
        </fieldset>
      )}
      {rings && (
        <fieldset className="showcase__modes">
          <legend>{t('fingers.label')}</legend>
          {RING_FINGERS.map((f) => (
            <label key={f}>
              <input
                type="radio"
                name="ring-finger"
                value={f}
                checked={finger === f}
                onChange={() => change({ finger: f })}
              />
              {t(`fingers.${f}`)}
            </label>
          ))}
        </fieldset>
      )}
      {data.catalog && <SkuPicker catalog={data.catalog} selected={sku?.id ?? null} onSelect={select} />}
      {hair && hairFocus && <HairResults result={hair} focus={hairFocus} />}
      {shade && data.catalog && (
        <ShadeMatches
          result={shade}
          onTry={(id) => {
            const s = data.catalog?.skus.find((k) => k.id === id);
            if (s) select(s, true);
          }}
        />
      )}
      {productView ? (
        <GoodsView entry={productView} sku={sku ?? productView.skus[0]!} />
      ) : (
        <div id={nail ? NAIL_TRYON_ID : undefined} className="showcase__try" tabIndex={nail ? -1 : undefined}>
          <TryOnControls
            status={status}
            stage={stage}
            // The shade finder starts bare: it finds the shade before any is applied.
            onStart={() =>
              shadeFinder
                ? void open(sku, mode, { shades: data.catalog?.skus ?? [] })
                : void open(sku ?? data.catalog?.skus[0] ?? null, mode, { finger })
            }
          />
        </div>
      )}
      {(data.query.debug || data.view.view === 'debug') && (
        <details className="showcase__debug">
          <summary>{t('debug')}</summary>
          <pre>{JSON.stringify({ view: data.view, module: data.module, query: data.query }, null, 2)}</pre>
        </details>
      )}
    </ShowcaseLayout>
  );
}

const NAIL_TRYON_ID = 'nail-tryon';

/**
 * spec 001 §2.3 nailcolor's desktop landing: what the nail try-on does, that a phone's rear camera on
 * the back of the hand suits it best, a QR code of this page to open it there (shared/consumer-qr.ts,
 * drawn where it renders) and a way to the try-on here. Above 1024 px only, by CSS: nothing shifts and
 * no script decides it.
 */
function NailLanding() {
  const { t } = useTranslation('showcase');
  const { edge, pathname } = useSite();
  const address = edge.origin ? `${edge.origin}${pathname}` : null;
  const qr = useMemo(() => {
    if (!address) return null;
    const m = encodeQr(address);
    return { d: qrPath(m), n: m.size + 8 };
  }, [address]);
  return (
    <section className="nail-landing" aria-labelledby="nail-landing-title" data-testid="nail-landing">
      <div className="nail-landing__text">
        <h2 id="nail-landing-title">{t('nail.title')}</h2>
        <p>{t('nail.what')}</p>
        <p>{t('nail.best')}</p>
        <p>
          <a className="nail-landing__try" href={`#${NAIL_TRYON_ID}`}>
            {t('nail.here')}
          </a>{' '}
          <span className="nail-landing__here">{t('nail.hereNote')}</span>
        </p>
      </div>
      {qr && (
        <figure className="nail-landing__qr">
          <svg
            width="128"
            height="128"
            viewBox={`0 0 ${qr.n} ${qr.n}`}
            role="img"
            aria-label={t('nail.qrLabel')}
            shapeRendering="crispEdges"
          >
            <rect width={qr.n} height={qr.n} fill="#fff" />
            <path d={qr.d} fill="#000" />
          </svg>
          <figcaption>{t('nail.qr')}</figcaption>
        </figure>
      )}
    </section>
  );
}

/**
 * Footwear, bags and scarves (spec 001 §2.3): no camera try-on — feet and bags are not in a selfie — but
 * the chosen SKU large, from two sides, with its details, and a line saying why.
 */
function GoodsView({ entry, sku }: { entry: CatalogEntry; sku: Sku }) {
  const { t } = useTranslation('showcase');
  const [first, second] = GOODS_VIEWS[entry.skuType] ?? ['front', 'side'];
  return (
    <section className="showcase-goods" aria-label={t('goods.label')} data-testid="product-view">
      <div className="showcase-goods__views">
        <figure>
          <SkuArt skuType={entry.skuType} sku={sku} size={200} />
          <figcaption>{t(`goods.views.${first}`)}</figcaption>
        </figure>
        <figure>
          <SkuArt skuType={entry.skuType} sku={sku} size={200} view="other" />
          <figcaption>{t(`goods.views.${second}`)}</figcaption>
        </figure>
      </div>
      <dl className="showcase__product">
        <dt>{t('goods.name')}</dt>
        <dd>{sku.name}</dd>
        <dt>{t('sku.product')}</dt>
        <dd>{entry.product}</dd>
        <dt>{t('sku.skuType')}</dt>
        <dd>{t(`skuTypes.${entry.skuType}`)}</dd>
        <dt>{t('category.sku')}</dt>
        <dd>{sku.id}</dd>
      </dl>
      <p className="showcase__note" data-testid="product-only">
        {t('goods.note')}
      </p>
    </section>
  );
}

/** What the SKU artwork shows and what its second view adds (sku-art/goods.tsx), by SKU type. */
const GOODS_VIEWS: Record<string, readonly [string, string]> = {
  shoes: ['side', 'front'],
  bag: ['front', 'side'],
  scarf: ['tied', 'flat'],
};
