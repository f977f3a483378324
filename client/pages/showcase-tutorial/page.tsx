import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../shared/makeup';
import { featureKeyFor } from '../../../shared/showcase';
import { stepSku, tutorialFor } from '../../../shared/showcase-tutorials';
import { ShowcaseLayout } from '../../components/showcase/layout';
import { nameKey } from '../../components/showcase/links';
import { TryOnControls, useTryOn } from '../../components/showcase/try-on';
import type { ShowcaseData } from '../../components/showcase/types';
import type { PageProps } from '../types';

/**
 * The demo store's makeup tutorial (spec 001 §2.3 `tutorial`: youcam-tutorial = allure-november-look):
 * a look applied step by step on the visitor's face. Each step opens (or, once open, updates at once)
 * the try-on with a `look` SKU holding every product of the steps so far, so the face builds up; the
 * step's instruction stands beside the stage and is announced politely.
 */
export default function ShowcaseTutorialPage({ data }: PageProps<ShowcaseData>) {
  return <View key={`${data.view.area}/${data.feature}`} data={data} />;
}

function View({ data }: { data: ShowcaseData }) {
  const { t } = useTranslation('showcase');
  const tutorial = tutorialFor(data.feature);
  const { status, open, stage } = useTryOn(data, featureKeyFor(data.view));
  const [index, setIndex] = useState(0);
  const total = tutorial.steps.length;
  const current = tutorial.steps[index]!;
  const position = (i: number) => t('tutorial.stepOf', { n: i + 1, total });

  /** Opens the try-on on step `i`, or changes the open one at once. */
  const show = (i: number) => {
    const sku = stepSku(tutorial, i, `${tutorial.name} — ${position(i)}`);
    void open(sku, null, { skuType: 'look' });
  };
  const go = (i: number) => {
    const next = Math.max(0, Math.min(i, total - 1));
    setIndex(next);
    if (status === 'open') show(next);
  };

  return (
    <ShowcaseLayout data={data} title={t(`names.${nameKey(data.feature)}`)} lead={t('tutorial.lead')}>
      <div className="tutorial" data-tutorial={tutorial.id}>
        <div className="tutorial__intro">
          <h2 className="tutorial__name">{tutorial.name}</h2>
          <p>{t(tutorial.introKey)}</p>
          <p className="showcase__note">{t('tutorial.howTo')}</p>
        </div>
        <nav className="tutorial__steps" aria-label={t('tutorial.stepsLabel')}>
          <ol>
            {tutorial.steps.map((s, i) => (
              <li key={s.id} data-step={s.id}>
                <button
                  type="button"
                  className="tutorial__step"
                  aria-current={i === index ? 'step' : undefined}
                  onClick={() => go(i)}
                >
                  <span className="tutorial__number" aria-hidden="true">
                    {i + 1}
                  </span>
                  <span className="tutorial__step-title">{t(s.titleKey)}</span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <div className="tutorial__stage">
          <TryOnControls status={status} stage={stage} onStart={() => show(index)} />
        </div>
        <section className="tutorial__card" aria-labelledby="tutorial-step-title" data-step={current.id}>
          <div aria-live="polite" aria-atomic="true">
            <p className="tutorial__count">{position(index)}</p>
            <h3 id="tutorial-step-title" className="tutorial__title">
              {t(current.titleKey)}
            </h3>
            <p className="tutorial__instruction">{t(current.instructionKey)}</p>
          </div>
          <h4 className="tutorial__adds">{t('tutorial.adds')}</h4>
          <ul className="tutorial__products">
            {current.products.map((p) => (
              <ProductLine key={`${p.type}-${p.color}`} product={p} />
            ))}
          </ul>
          {index === total - 1 && <p className="showcase__note">{t('tutorial.lastStep')}</p>}
          <div className="tutorial__nav">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => go(index - 1)}
              disabled={index === 0}
            >
              {t('tutorial.previous')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => go(index + 1)}
              disabled={index === total - 1}
            >
              {t('tutorial.next')}
            </button>
          </div>
        </section>
      </div>
    </ShowcaseLayout>
  );
}

/** A product of the step: its colour (an SVG fill, never a style attribute) and its translated type. */
function ProductLine({ product }: { product: Product }) {
  const { t } = useTranslation('showcase');
  return (
    <li>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill={product.color} />
      </svg>
      <span>
        {t(`skuTypes.${product.type}`)}
        {product.finish && <small> · {t(`finishes.${product.finish}`)}</small>}
        {product.style && <small> · {t(`styles.${product.style}`)}</small>}
      </span>
    </li>
  );
}
