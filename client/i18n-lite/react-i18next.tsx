import { createContext, type ReactNode, useContext } from 'react';
import type { LiteI18n, TFunction } from './i18next';

/**
 * The browser's react-i18next (decision 0183): the provider and `useTranslation(ns)` over the
 * light instance of ./i18next. Resources never change after a page's instance is made (in-app
 * navigation makes a new one), so there is nothing to subscribe to.
 */
const I18nContext = createContext<LiteI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(ns?: string): { t: TFunction; i18n: LiteI18n; ready: true } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nextProvider');
  return { t: i18n.getFixedT(null, ns), i18n, ready: true };
}
