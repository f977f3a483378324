/** The CMS section renderer (spec 001 §3.1): one component per section type. */
export { BillingSwitch } from './billing-switch';
export { ContentPageBody } from './content-page';
export { CmsLink, CtaButton, CtaRow } from './links';
export { ResponsiveImage } from './media';
export { type Billing, type SectionOptions, SectionOptionsContext } from './options';
export { PageBanner } from './page-banner';
export {
  LAZY_HEIGHTS,
  lazyHeight,
  SECTION_COMPONENTS,
  Sections,
  SectionView,
} from './render';
export { RichText } from './rich-text';
export { siteHref } from './site-href';
