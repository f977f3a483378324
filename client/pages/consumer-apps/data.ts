import type { ContentPageView } from '../../../shared/smb/content-reshape';
import type { AppCard, StoreContext } from '../../components/app-store/types';

/** /consumer/apps: the translated list page, its app grid joined with the app records (spec 001 §3.5). */
export type ConsumerAppsData = {
  view: ContentPageView;
  grid: { title: string; description: string } | null;
  apps: AppCard[];
  store: StoreContext;
};
