import type { AnalyticsEvent } from '../../../shared/analytics';
import type { SalesEvent } from '../../../shared/contact/events';
import type { ContactFormValues } from '../../../shared/contact/request';
import { TAG_LISTS, type Tag, type TagListName, tagById } from '../../../shared/contact/tags';
import type { SupportType } from '../../../shared/smb/support';

/** Which fields a contact form shows (the request of spec 000 §3; decision 0071). */
export type ContactFormSpec = {
  supportType: SupportType;
  /** The business / outlet / firm field: its label key and whether it is required. */
  business?: { label: 'businessName' | 'outlet' | 'firm'; required: boolean };
  /** The tag list whose choice also names the productType (business services or consumer apps). */
  products?: 'businessServices' | 'consumerApps';
  topics?: 'businessTopics' | 'consumerTopics';
  focus?: boolean;
  employees?: boolean;
  files?: boolean;
  descriptionRequired?: boolean;
  subscribe?: boolean;
  /** spec 000 §9: the description starts from the language's default contact text when no event prefills it. */
  defaultText?: boolean;
  /** A fixed product code of the request (e.g. P12_COLOR_REPORT on the colour-report download). */
  productType?: string;
  /** An event reported after the request's own (decision 0173: a past session's video archive). */
  alsoReports?: AnalyticsEvent;
};

/** What the contact form's fields hold (a choice of focus, product and topic as the tag values). */
export type ContactValues = Omit<ContactFormValues, 'supportType' | 'tags'> & {
  focus: string;
  product: string;
  topic: string;
};

function tagByValue(list: TagListName, value: string): Tag | undefined {
  return (TAG_LISTS[list] as readonly Tag[]).find((t) => t.value === value);
}

/** The tag of a list whose product is the event's (the prefilled choice), as the select's value. */
export function productTag(list: ContactFormSpec['products'], product: string): string {
  if (!list) return '';
  const tag = (TAG_LISTS[list] as readonly Tag[]).find((t) => t.product === product);
  return tag ? String(tag.id) : '';
}

/**
 * The request values of a contact form's fields (spec 000 §3), as the hydrated form and the worker's
 * native-submit action (worker/forms/contact.ts) both build them.
 */
export function contactRequestValues(
  spec: ContactFormSpec,
  values: ContactValues,
  event: SalesEvent | null | undefined,
): ContactFormValues {
  const productTagOf = spec.products ? tagById(spec.products, values.product) : undefined;
  const tags: ContactFormValues['tags'] = {};
  if (spec.focus && values.focus) tags.focus = String(tagByValue('focus', values.focus)?.id ?? '');
  if (productTagOf) tags[spec.products === 'consumerApps' ? 'app' : 'service'] = String(productTagOf.id);
  if (spec.topics && values.topic) tags.topic = values.topic;
  return {
    supportType: spec.supportType,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    businessName: spec.business ? values.businessName : undefined,
    productType: productTagOf?.product ?? event?.product ?? spec.productType,
    employees: spec.employees ? values.employees : undefined,
    country: values.country,
    state: values.country === 'US' ? values.state : '',
    description: values.description,
    isSubscribed: spec.subscribe ? values.isSubscribed : false,
    tags,
  };
}
