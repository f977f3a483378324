import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUTO_APPLY,
  FEATURE_GLOBAL,
  featureKeyFor,
  isLauncherKey,
  LAUNCHERS,
  launcherModes,
} from '../../../shared/showcase';
import type { Sku } from '../../../shared/showcase-catalog';
import { RING_FINGERS, type RingFinger } from '../../../shared/wear';
import { ShowcaseLayout } from '../../components/showcase/layout';
import { nameKey } from '../../components/showcase/links';
import { ShadeMatches } from '../../components/showcase/shade-matches';
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
  const viewName = ['3dviewer', 'shadefinder'].includes(data.view.area) ? t(`views.${data.view.view}`) : null;
  return (
    <ShowcaseLayout
      data={data}
      title={viewName ? `${title} — ${viewName}` : title}
      lead={
        content ? content.description : t(`leads.${data.view.area}`, { defaultValue: t('leads.default') })
      }
    >
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
      {shade && data.catalog && (
        <ShadeMatches
          result={shade}
          onTry={(id) => {
            const s = data.catalog?.skus.find((k) => k.id === id);
            if (s) select(s, true);
          }}
        />
      )}
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
      {(data.query.debug || data.view.view === 'debug') && (
        <details className="showcase__debug">
          <summary>{t('debug')}</summary>
          <pre>{JSON.stringify({ view: data.view, module: data.module, query: data.query }, null, 2)}</pre>
        </details>
      )}
    </ShowcaseLayout>
  );
}
