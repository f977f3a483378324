import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeQr, qrPath } from '../../../shared/consumer-qr';
import { useSite } from '../../app/site-context';
import { ShowcaseLayout } from '../../components/showcase/layout';
import { nameKey } from '../../components/showcase/links';
import { NAIL_TRYON_ID, StoreTryOn } from '../../components/showcase/store-tryon';
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
      {data.view.area === 'nailcolor' && <NailLanding />}
      <StoreTryOn data={data} />
    </ShowcaseLayout>
  );
}

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
