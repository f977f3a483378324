import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FACE_ANALYZER_TYPES, faceAnalyzerType, featureKeyFor, moduleApiKey } from '../../../shared/showcase';
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
  const { lang } = useSite();
  const { status, open, stage } = useTryOn(data, featureKeyFor(data.view));
  const [modelIndex, setModelIndex] = useState(Math.min(data.query.index ?? 0, DEMO_MODELS.length - 1));
  const model = DEMO_MODELS[modelIndex]!;
  const face = data.view.area === 'faceanalyzer';
  // spec 001 §7: the skincare views prefetch the try-on key's skincare products (decision 0208).
  useSkincarePrefetch(data.view.area === 'skincare' ? moduleApiKey(data.view) : null);
  const type = faceAnalyzerType(data.query.type);
  const title = face
    ? t('names.face-analyzer')
    : `${t(`names.${nameKey(data.feature === 'skincare-pro' ? 'skincare-pro' : 'skincare')}`)} — ${t(`views.${data.view.view}`)}`;

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
        <table className="showcase__facts" data-testid={`face-${type}`}>
          <caption>{t(`face.${type}`)}</caption>
          <tbody>
            {type === 'attributes'
              ? ATTRIBUTE_KEYS.map((k) => (
                  <tr key={k}>
                    <th scope="row">{t(`face.keys.${k}`)}</th>
                    <td>{t(`face.values.${model.attributes[k]}`)}</td>
                  </tr>
                ))
              : RATIO_KEYS.map((k) => (
                  <tr key={k}>
                    <th scope="row">{t(`face.keys.${k}`)}</th>
                    <td>{model.ratios[k].toFixed(2)}</td>
                  </tr>
                ))}
          </tbody>
        </table>
      ) : (
        <SkinResults raw={model.skin} />
      )}
      <TryOnControls status={status} stage={stage} onStart={() => void open(null, null)} />
    </ShowcaseLayout>
  );
}
