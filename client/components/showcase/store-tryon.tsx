import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { HairResults } from './hair-results';
import { ShadeMatches } from './shade-matches';
import { SkuArt } from './sku-art';
import { SkuPicker } from './sku-picker';
import { TryOnControls, useTryOn } from './try-on';
import type { ShowcaseData } from './types';
import '../form-controls.css';
import './showcase.css';

/** The element the nail landing's "try it here" link jumps to. */
export const NAIL_TRYON_ID = 'nail-tryon';

/**
 * The demo store's try-on (spec 001 §2.3): the 2D/3D and finger choices, the SKU picker, the module's
 * results and its stage — one component for the store's pages and a product page's "Try it live" panel
 * (issue 39 §2, decision 0339). `inline` is the product page's: the visitor asked for the demo with
 * the button that mounted it, so the module opens at once on its sample photo (the camera and an
 * upload stay one press away in its panel).
 */
export function StoreTryOn({ data, inline = false }: { data: ShowcaseData; inline?: boolean }) {
  const { t } = useTranslation('showcase');
  const content = data.content;
  const launcher = content?.launcher && isLauncherKey(content.launcher) ? LAUNCHERS[content.launcher] : null;
  const featureKey = content?.featureKey ?? featureKeyFor(data.view);
  const { status, open: openModule, stage, result } = useTryOn(data, featureKey);
  const open = (sku: Sku | null, mode: '2d' | '3d' | null, extra: Record<string, unknown> = {}) =>
    openModule(sku, mode, inline ? { ...extra, start: 'sample' } : extra);
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
  const start = () =>
    // The shade finder starts bare: it finds the shade before any is applied.
    shadeFinder
      ? void open(sku, mode, { shades: data.catalog?.skus ?? [] })
      : void open(sku ?? data.catalog?.skus[0] ?? null, mode, { finger });
  // The inline panel opens once, when it first renders (the press that mounted it was the intent).
  const started = useRef(false);
  useEffect(() => {
    if (!inline || started.current || status !== 'idle') return;
    started.current = true;
    start();
  });

  return (
    <>
      {modes.length > 1 && (
        <Choices
          legend={t('module.modeLabel')}
          name="vto-mode"
          options={modes}
          value={mode}
          label={(m) => t(`module.${m}`)}
          onChange={(m) => change({ mode: m })}
        />
      )}
      {rings && (
        <Choices
          legend={t('fingers.label')}
          name="ring-finger"
          options={RING_FINGERS}
          value={finger}
          label={(f) => t(`fingers.${f}`)}
          onChange={(f) => change({ finger: f })}
        />
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
          <TryOnControls status={status} stage={stage} onStart={start} />
        </div>
      )}
      {(data.query.debug || data.view.view === 'debug') && (
        <details className="showcase__debug">
          <summary>{t('debug')}</summary>
          <pre>{JSON.stringify({ view: data.view, module: data.module, query: data.query }, null, 2)}</pre>
        </details>
      )}
    </>
  );
}

/** One choice among a few (the 2D/3D switch, the ring finger): a radio group with its legend. */
function Choices<T extends string>({
  legend,
  name,
  options,
  value,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T | null;
  label: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <fieldset className="showcase__modes">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o}>
          <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
          {label(o)}
        </label>
      ))}
    </fieldset>
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
