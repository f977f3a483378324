import type { ContentPageView } from '../../../shared/smb/content-reshape';
import type { AppCard, StoreContext } from '../../components/app-store/types';

/** /consumer/appdownload/{defaultApp?}: the download page, the six apps, the preselected one if any. */
export type ConsumerDownloadData = {
  view: ContentPageView;
  selected: string | null;
  apps: AppCard[];
  store: StoreContext;
};
