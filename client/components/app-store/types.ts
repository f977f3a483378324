import type { AppStoreFields, StoreDevice } from '../../../shared/consumer-apps';

/** One consumer app as the app lists show it (apps list, download chooser): spec 001 §3.5 record. */
export type AppCard = {
  code: string;
  name: string;
  tagline: string;
  /** null when the CMS has no app record for a listed card: the card shows no store button. */
  stores: AppStoreFields | null;
  version: string | null;
};

/**
 * What the worker decided for the store buttons before the first byte: the device's store (from the
 * User-Agent, spec 001 §5) and the site origin the QR codes point to.
 */
export type StoreContext = { device: StoreDevice; origin: string };
