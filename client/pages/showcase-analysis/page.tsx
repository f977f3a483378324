import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FACE_ANALYZER_TYPES, faceAnalyzerType, featureKeyFor } from '../../../shared/showcase';
import { ATTRIBUTE_KEYS, DEMO_MODELS, RATIO_KEYS } from '../../../shared/skin-model';
import { useSite } from '../../app/site-context';
import { ShowcaseLayout } from '../../components/showcase/layout';
import { nameKey, showcaseHref } from '../../components/showcase/links';
import { SkinResults } from '../../components/showcase/skin-results';
import { useSkincarePrefetch } from '../../components/showcase/skincare-prefetch';
import { TryOnControls, useTryOn } from '../../components/showcase/try-on';
import type { ShowcaseData } from '../../components/showcase/types';
import type { PageProps } from '../types';

/**
 * The analysis pages of the demo store (spec 001 §2.3, §3.6): the face analyzer (?type=attributes or
 * facial-ratio) and the skincare views, each with the eight demo models' sample results.
 */
/**
 * In-app navigation reuses the page component: a key per page resets the chosen SKU, mode and model
 * when the visitor moves to another showcase page (a query change such as ?type= keeps them).
 */
export default function ShowcaseAnalysisPage({ data }: PageProps<ShowcaseData>) {
  return <View key={`${data.view.area}/${data.feature}`} data={data} />;
}

function View({ data }: { data: ShowcaseData }) {
  const { t } = useTranslation('showcase');
  const { lang, pathname } = useSite();
  const { status, open, stage, result } = useTryOn(data, featureKeyFor(data.view));
  const faceResult = result?.kind === 'faceattribute' ? result : null;
  const skinResult = result?.kind === 'skincare' ? result : null;
  const [highlight, setHighlight] = useState<string | null>(null);
  // The skin concerns marked on the stage (docs/tryon-module-contract.md `skinOverlays`): spots first.
  const [skinOverlays, setSkinOverlays] = useState<readonly string[]>(['spots']);
  const [emulation, setEmulation] = useState({ smooth: 0.6, even: 0.5, bright: 0.3 });
  const emulating = data.view.view === 'emulationhome';
  // Options that change the open try-on at once (open() while open updates it).
  const update = (extra: Record<string, unknown>) => {
    if (status === 'open') void open(null, null, { highlight, emulation, skinOverlays, ...extra });
  };
  const show = (key: string) => {
    const next = highlight === key ? null : key;
    setHighlight(next);
    update({ highlight: next });
  };
  const marks = {
    on: skinOverlays,
    toggle: (c: string) => {
      const next = skinOverlays.includes(c) ? skinOverlays.filter((x) => x !== c) : [...skinOverlays, c];
      setSkinOverlays(next);
      update({ skinOverlays: next });
    },
  };
  const [modelIndex, setModelIndex] = useState(Math.min(data.query.index ?? 0, DEMO_MODELS.length - 1));
  const model = DEMO_MODELS[modelIndex]!;
  const face = data.view.area === 'faceanalyzer';
  // spec 001 §2.3 `?mode=widget` on the skincare views: a compact card for embedding.
  const widget = !face && data.query.mode === 'widget';
  // spec 001 §7: the skincare views prefetch the try-on key's skincare products (decision 0208).
  useSkincarePrefetch(data.view.area === 'skincare' ? data.module.apiKey : null);
  const type = faceAnalyzerType(data.query.type);
  // A view other than the feature's own start page is named after the feature ("— HD diagnostics");
  // the start page is the feature itself: "home" (a route name), or the page's own slug when the
  // feature has a page of its own (skincare-pro: its view is the slug, no showcase:views entry).
  const feature = t(`names.${nameKey(data.feature === 'skincare-pro' ? 'skincare-pro' : 'skincare')}`);
  const startView = data.view.view === 'home' || data.view.view === data.feature;
  const title = face
    ? t('names.face-analyzer')
    : startView
      ? feature
      : `${feature} — ${t(`views.${data.view.view}`)}`;

  const emulationSliders = (
    <fieldset className="showcase__emulation">
      <legend>{t('skin.emulation.legend')}</legend>
      {(['smooth', 'even', 'bright'] as const).map((k) => (
        <label key={k}>
          {t(`skin.emulation.${k}`)}
          <input
            type="range"
            min={0}
            max={100}
            value={Math.round(emulation[k] * 100)}
            onChange={(e) => {
              const next = { ...emulation, [k]: Number(e.currentTarget.value) / 100 };
              setEmulation(next);
              update({ emulation: next });
            }}
          />
        </label>
      ))}
    </fieldset>
  );
  const controls = (
    <TryOnControls
      status={status}
      stage={stage}
      onStart={() => void open(null, null, { highlight, emulation, skinOverlays })}
    />
  );
  if (widget) {
    return (
      <ShowcaseLayout data={data} title={title}>
        <article className="skin-widget" aria-label={t('widget.label')} data-testid="skin-widget">
          <div className="skin-widget__stage">{controls}</div>
          <div className="skin-widget__body">
            <label className="skin-widget__model">
              {t('face.models')}
              <select value={modelIndex} onChange={(e) => setModelIndex(Number(e.currentTarget.value))}>
                {DEMO_MODELS.map((m, i) => (
                  <option key={m.id} value={i}>
                    {t('face.model', { n: i + 1 })}
                  </option>
                ))}
              </select>
            </label>
            <SkinResults
              raw={skinResult?.raw ?? model.skin}
              live={Boolean(skinResult)}
              compact
              marks={marks}
            />
            {emulating && emulationSliders}
            <p className="skin-widget__more">
              <a href={pathname}>{t('widget.full')}</a>
            </p>
          </div>
        </article>
      </ShowcaseLayout>
    );
  }
  return (
    <ShowcaseLayout data={data} title={title} lead={t(`leads.${data.view.area}`)}>
      {face && (
        <nav className="showcase__tabs" aria-label={t('face.typeLabel')}>
          {FACE_ANALYZER_TYPES.map((ft) => (
            <a
              key={ft}
              href={showcaseHref(lang, 'face-analyzer', `?type=${ft}`)}
              aria-current={ft === type ? 'page' : undefined}
            >
              {t(`face.${ft}`)}
            </a>
          ))}
        </nav>
      )}
      <fieldset className="showcase__models">
        <legend>{t('face.models')}</legend>
        {DEMO_MODELS.map((m, i) => (
          <label key={m.id}>
            <input
              type="radio"
              name="model"
              value={m.id}
              checked={i === modelIndex}
              onChange={() => setModelIndex(i)}
            />
            {t('face.model', { n: i + 1 })}
          </label>
        ))}
      </fieldset>
      {face ? (
        <table
          className="showcase__facts"
          data-testid={`face-${type}`}
          data-source={faceResult ? 'face' : 'model'}
        >
          <caption>
            {t(`face.${type}`)}
            {faceResult && ` — ${t('face.live')}`}
          </caption>
          <tbody>
            {(type === 'attributes' ? ATTRIBUTE_KEYS : RATIO_KEYS).map((k) => (
              <tr key={k}>
                <th scope="row">{t(`face.keys.${k}`)}</th>
                <td>
                  {type === 'attributes'
                    ? t(
                        `face.values.${(faceResult ?? model).attributes[k as (typeof ATTRIBUTE_KEYS)[number]]}`,
                      )
                    : (faceResult ?? model).ratios[k as (typeof RATIO_KEYS)[number]].toFixed(2)}
                </td>
                {faceResult && (
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      aria-pressed={highlight === k}
                      onClick={() => show(k)}
                    >
                      {t('face.show')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {face && faceResult && <p className="showcase__note">{t('face.liveNote')}</p>}
      {face ? (
        controls
      ) : (
        // The results beside the stage (under it on a phone): the marks are read against the face.
        <div className="skin-stage">
          <div className="skin-stage__stage">
            {emulating && emulationSliders}
            {controls}
          </div>
          <SkinResults raw={skinResult?.raw ?? model.skin} live={Boolean(skinResult)} marks={marks} />
        </div>
      )}
      {face && emulating && emulationSliders}
    </ShowcaseLayout>
  );
}
