import { useTranslation } from 'react-i18next';
import { StoreGet } from '../../components/app-store/store-get';
import { ContentPageBody } from '../../components/sections';
import type { PageProps } from '../types';
import type { ConsumerAppData } from './data';

/**
 * /consumer/apps/{appType} (spec 001 §2.7, §3.5): the app's CMS page with its store button for the
 * visitor's device (China store variants on the China domain), QR code on hover and version.
 */
export default function ConsumerApp({ data }: PageProps<ConsumerAppData>) {
  const { t } = useTranslation('consumer');
  const { view, store } = data;
  return (
    <ContentPageBody
      view={view}
      bannerExtra={
        <div className="app-hero-get">
          <StoreGet code={view.app.id} appName={view.app.appName} stores={view.app} store={store} />
          <p className="app-version">{t('store.version', { version: view.app.version })}</p>
        </div>
      }
    />
  );
}
