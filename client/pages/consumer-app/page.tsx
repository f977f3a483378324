import { useTranslation } from 'react-i18next';
import { useSite } from '../../app/site-context';
import { StoreGet } from '../../components/app-store/store-get';
import { ContentPageBody } from '../../components/sections';
import { ShareSection } from '../../components/share-buttons';
import type { PageProps } from '../types';
import type { ConsumerAppData } from './data';

/**
 * /consumer/apps/{appType} (spec 001 §2.7, §3.5): the app's CMS page with its store button for the
 * visitor's device (China store variants on the China domain), QR code on hover and version, and the
 * share links.
 */
export default function ConsumerApp({ data }: PageProps<ConsumerAppData>) {
  const { t } = useTranslation('consumer');
  const { edge, pathname } = useSite();
  const { view, store } = data;
  return (
    <>
      <ContentPageBody
        view={view}
        bannerExtra={
          <div className="app-hero-get">
            <StoreGet code={view.app.id} appName={view.app.appName} stores={view.app} store={store} />
            <p className="app-version">{t('store.version', { version: view.app.version })}</p>
          </div>
        }
      />
      {/* spec 001 §7: share helpers for app paths (decision 0176). */}
      <div className="section">
        <ShareSection
          heading={t('store.share')}
          url={`${edge.origin ?? ''}${pathname}`}
          title={view.app.appName}
          label={(network) => t('blog.shareOn', { network })}
          hint={t('blog.newWindow')}
        />
      </div>
    </>
  );
}
