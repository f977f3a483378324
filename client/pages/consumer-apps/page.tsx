import { AppCards } from '../../components/app-store/app-cards';
import { ContentPageBody } from '../../components/sections';
import type { PageProps } from '../types';
import type { ConsumerAppsData } from './data';

/**
 * /consumer/apps (spec 001 §2.7): the eight apps from the translated list page, each with the store
 * button of the visitor's device and its QR code on hover (spec 001 §4, §5).
 */
export default function ConsumerApps({ data }: PageProps<ConsumerAppsData>) {
  return (
    <ContentPageBody view={data.view}>
      <section className="section" aria-labelledby="apps-title" lang={data.view.fellBack ? 'en' : undefined}>
        <h2 id="apps-title">{data.grid?.title ?? data.view.title}</h2>
        {data.grid?.description ? <p className="sec-lead">{data.grid.description}</p> : null}
        <AppCards apps={data.apps} store={data.store} />
      </section>
    </ContentPageBody>
  );
}
