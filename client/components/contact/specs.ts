import { COLOR_REPORT_PRODUCT } from '../../../shared/contact/products';
import type { ContactFormSpec } from './form-values';

/** The fields of each contact form (decision 0070), by audience and form kind. */
export const CONTACT_FORM_SPECS: Record<string, ContactFormSpec> = {
  'business-sales': {
    supportType: 'SALES',
    business: { label: 'businessName', required: true },
    focus: true,
    products: 'businessServices',
    topics: 'businessTopics',
    employees: true,
    files: true,
    subscribe: true,
    defaultText: true,
  },
  'business-media': {
    supportType: 'MEDIA',
    business: { label: 'outlet', required: true },
    topics: 'businessTopics',
    files: true,
    descriptionRequired: true,
    subscribe: true,
  },
  'business-support': {
    supportType: 'SUPPORT',
    business: { label: 'businessName', required: false },
    products: 'businessServices',
    topics: 'businessTopics',
    files: true,
    descriptionRequired: true,
  },
  'consumer-media': {
    supportType: 'MEDIA',
    business: { label: 'outlet', required: true },
    topics: 'consumerTopics',
    files: true,
    descriptionRequired: true,
    subscribe: true,
  },
  'consumer-support': {
    supportType: 'SUPPORT',
    products: 'consumerApps',
    topics: 'consumerTopics',
    files: true,
    descriptionRequired: true,
  },
  investor: {
    supportType: 'INVESTOR',
    business: { label: 'firm', required: false },
    descriptionRequired: true,
    subscribe: true,
  },
  /** The forum sessions' webinar registration (decision 0131). */
  webinar: {
    supportType: 'WEBINAR',
    business: { label: 'businessName', required: false },
    subscribe: true,
  },
  /** spec 000 §3 productType P12_COLOR_REPORT: the request behind the colour trend report download. */
  'color-report': {
    supportType: 'COLOR_REPORT',
    business: { label: 'businessName', required: true },
    employees: true,
    subscribe: true,
    productType: COLOR_REPORT_PRODUCT,
  },
};
