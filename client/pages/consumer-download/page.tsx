import { useTranslation } from 'react-i18next';
import { AppCards } from '../../components/app-store/app-cards';
import { StoreGet } from '../../components/app-store/store-get';
import { ContentPageBody } from '../../components/sections';
import type { PageProps } from '../types';
import type { ConsumerDownloadData } from './data';

/**
 * /consumer/appdownload/{defaultApp?} (spec 001 §2.7): with an app code, that app's store button
 * first; bare, a chooser of the six download apps with none preselected.
 */
export default function ConsumerDownload({ data }: PageProps<ConsumerDownloadData>) {
  const { t } = useTranslation('consumer');
  const chosen = data.apps.find((a) => a.code === data.selected) ?? null;
  const others = chosen ? data.apps.filter((a) => a !== chosen) : data.apps;
  return (
    <ContentPageBody
      view={data.view}
      bannerExtra={
        chosen?.stores ? (
          <div className="app-chosen" data-app={chosen.code}>
            <p className="app-chosen__name">{chosen.name}</p>
            <p>{chosen.tagline}</p>
            <StoreGet code={chosen.code} appName={chosen.name} stores={chosen.stores} store={data.store} />
          </div>
        ) : null
      }
    >
      <section className="section" aria-labelledby="chooser-title">
        <h2 id="chooser-title">{chosen ? t('download.othersTitle') : t('download.chooserTitle')}</h2>
        <AppCards apps={others} store={data.store} href={(code) => `/consumer/appdownload/${code}`} />
      </section>
    </ContentPageBody>
  );
}
