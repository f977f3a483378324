import type { ProductCode } from './products';

/**
 * spec 000 §3 "Sales/contact tag lists: business services, business topics, consumer apps, consumer
 * topics, and focus (business or consumer), each with a numeric id and value." The forms offer them
 * as choices; the label is translated (`contact:tags.<list>.<value>`), the request carries the id in
 * attrs (decision 0071). Services and apps also name the product code sent as productType.
 */
export type Tag = { id: number; value: string; product?: ProductCode };

export const BUSINESS_SERVICES = [
  { id: 101, value: 'virtual-makeup', product: 'P01_VIRTUAL_MAKEUP' },
  { id: 102, value: 'skin-analysis', product: 'P03_SKIN_ANALYSIS' },
  { id: 103, value: 'hair', product: 'P06_HAIR_COLOR' },
  { id: 104, value: 'accessories', product: 'P08_EYEWEAR' },
  { id: 105, value: 'retail', product: 'P18_IN_STORE' },
  { id: 106, value: 'apis-sdk', product: 'P19_SDK' },
  { id: 107, value: 'online-service', product: 'P21_ONLINE_SERVICE' },
  { id: 108, value: 'reports', product: 'P12_COLOR_REPORT' },
] as const satisfies readonly Tag[];

export const BUSINESS_TOPICS = [
  { id: 201, value: 'pricing' },
  { id: 202, value: 'demo' },
  { id: 203, value: 'integration' },
  { id: 204, value: 'account' },
  { id: 205, value: 'billing' },
  { id: 206, value: 'press' },
  { id: 207, value: 'other' },
] as const satisfies readonly Tag[];

export const CONSUMER_APPS = [
  { id: 301, value: 'makeup-app', product: 'P25_CONSUMER_APPS' },
  { id: 302, value: 'photo-app', product: 'P25_CONSUMER_APPS' },
  { id: 303, value: 'video-app', product: 'P25_CONSUMER_APPS' },
  { id: 304, value: 'skin-app', product: 'P25_CONSUMER_APPS' },
] as const satisfies readonly Tag[];

export const CONSUMER_TOPICS = [
  { id: 401, value: 'subscription' },
  { id: 402, value: 'bug' },
  { id: 403, value: 'privacy' },
  { id: 404, value: 'press' },
  { id: 405, value: 'other' },
] as const satisfies readonly Tag[];

export const FOCUS = [
  { id: 501, value: 'business' },
  { id: 502, value: 'consumer' },
] as const satisfies readonly Tag[];

export const TAG_LISTS = {
  businessServices: BUSINESS_SERVICES,
  businessTopics: BUSINESS_TOPICS,
  consumerApps: CONSUMER_APPS,
  consumerTopics: CONSUMER_TOPICS,
  focus: FOCUS,
} as const;
export type TagListName = keyof typeof TAG_LISTS;

export function tagById(list: TagListName, id: number | string): Tag | undefined {
  const n = typeof id === 'string' ? Number(id) : id;
  return (TAG_LISTS[list] as readonly Tag[]).find((t) => t.id === n);
}
