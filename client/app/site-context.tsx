import { createContext, useContext } from 'react';
import type { SsrData } from './ssr-data';

export type Site = Pick<
  SsrData,
  | 'lang'
  | 'audience'
  | 'routeId'
  | 'params'
  | 'pathname'
  | 'brand'
  | 'status'
  | 'frame'
  | 'edge'
  | 'seoKey'
  | 'frameLinks'
  | 'form'
> & {
  nonce: string;
};

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteContext');
  return site;
}
