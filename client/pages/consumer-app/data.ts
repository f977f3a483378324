import type { ConsumerAppView } from '../../../shared/smb/content-reshape';
import type { StoreContext } from '../../components/app-store/types';

/** /consumer/apps/{appType}: the app's CMS page and record (spec 001 §3.5). */
export type ConsumerAppData = {
  view: ConsumerAppView;
  store: StoreContext;
  /** The app has a download page (spec 001 §2.7 appdownload apps): its QR code leads there. */
  download: boolean;
};
