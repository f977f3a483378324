/**
 * Analytics (spec 000 §7, 001 §7; decisions 0073, 0173): one module for every event the site pushes
 * to `window.dataLayer`, the consent defaults and the tag-manager container. Browser-safe (no zod).
 * Event names and payloads are listed in docs/analytics.md.
 */

export const ANALYTICS_EVENTS = {
  /** Every page: the first load and each in-app navigation. */
  pageView: 'virtual_page_view',
  emailSubscription: 'email_subscription_success',
  trendReport: 'trend_report_registration',
  videoArchive: 'video_archive_registration',
  partnerRegistration: 'partner_registration',
  investorRegistration: 'investor_registration',
  contactSales: 'contact_sales',
  contactRequest: 'contact_request',
  forumFormSuccess: 'forum_form_success',
  checkoutPopup: 'checkout_popup',
  purchaseSuccess: 'purchase_success',
  startFreeTrial: 'start_free_trial',
} as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

type DataLayerHost = {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  /** Set by the head script: loads the container once (a no-op where none is configured). */
  __tm?: () => void;
};
const host = () => globalThis as unknown as DataLayerHost;

/** Pushes one event to `window.dataLayer` (the head script defines it before anything else runs). */
export function pushEvent(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  const w = host();
  w.dataLayer ??= [];
  w.dataLayer.push({ event, ...params });
}

/** The payload of a page view: the page's path, title, language and audience. */
export type PageViewFacts = { path: string; title: string; language: string; audience: string };

export function pushPageView(p: PageViewFacts): void {
  pushEvent(ANALYTICS_EVENTS.pageView, {
    page_path: p.path,
    page_title: p.title,
    page_language: p.language,
    page_audience: p.audience,
  });
}

/** spec 000 §3 "Checkout analytics payload". */
export type CheckoutPayload = {
  stripeCustomerId: string;
  priceId: string;
  solutionType: string;
  subscriptionType: string;
  currencyType: string;
  recurringType: string;
  numberOfLicenses: number;
};

/** The event a successful support request reports, by its type (spec 000 §7). */
export function eventForSupport(supportType: string): AnalyticsEvent {
  switch (supportType) {
    case 'WEBINAR':
      return ANALYTICS_EVENTS.forumFormSuccess;
    case 'SALES':
      return ANALYTICS_EVENTS.contactSales;
    case 'INVESTOR':
      return ANALYTICS_EVENTS.investorRegistration;
    case 'PARTNER':
      return ANALYTICS_EVENTS.partnerRegistration;
    // The colour-trend report download is the trend-report registration (spec 001 §2.4).
    case 'TREND_REPORT':
    case 'COLOR_REPORT':
      return ANALYTICS_EVENTS.trendReport;
    case 'VIDEO_ARCHIVE':
      return ANALYTICS_EVENTS.videoArchive;
    default:
      return ANALYTICS_EVENTS.contactRequest;
  }
}

// ─── Consent and the container ────────────────────────────────────────────────────────────────────

/** Where the cookie banner remembers CONTINUE (spec 001 §9 "cookie statement accepted"). */
export const COOKIE_ACCEPTED_KEY = 'cookieStatementAccepted';

/** Consent Mode categories: denied until the cookie banner's CONTINUE, then granted. */
const CONSENT_KEYS = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const;
const consent = (value: 'denied' | 'granted') =>
  Object.fromEntries(CONSENT_KEYS.map((k) => [k, value])) as Record<(typeof CONSENT_KEYS)[number], string>;

/** The container's script host, and the hosts its tags report to (the CSP names exactly these). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
export const TAG_MANAGER_CSP = {
  script: [TAG_MANAGER_ORIGIN],
  connect: [TAG_MANAGER_ORIGIN, 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
} as const;

/** spec 001 §7: no container under the terms-of-service area `/perfectbeauty/youcam…` (any language). */
export function tagManagerAllowed(pathname: string): boolean {
  return !/^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/perfectbeauty\/youcam(?:[/?#]|$)/i.test(pathname);
}

/** The container id a page may load: empty when none is configured or the path excludes it. */
export function containerFor(containerId: string, pathname: string): string {
  return containerId && tagManagerAllowed(pathname) ? containerId : '';
}

/**
 * The first script of every page (nonced; its text depends only on the container id, never on the
 * visitor): defines dataLayer and gtag, sets the consent defaults, and — only for a visitor who pressed
 * CONTINUE before (the banner's stored flag) — grants consent and loads the container. It also marks
 * that visitor for CSS so the server-rendered banner stays hidden (decision 0141), and turns off the
 * browser's scroll restoration (decision 0335). `__tm` loads the
 * container later, when CONTINUE is pressed; a press before hydration is caught here (issue 41).
 */
export function headScript(containerId: string): string {
  const id = JSON.stringify(containerId);
  const key = JSON.stringify(COOKIE_ACCEPTED_KEY);
  return [
    '(function(w,d){',
    'w.dataLayer=w.dataLayer||[];',
    'w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};',
    `w.gtag('consent','default',${JSON.stringify(consent('denied'))});`,
    // spec 001 §4: a page load starts at the top. The browser is told not to restore the old position
    // before the body exists, so nothing has to scroll later: a visitor who scrolls (or clicks) while the
    // page is still starting keeps where they are (decision 0335).
    "try{w.history.scrollRestoration='manual'}catch(x){}",
    'var s=d.currentScript,n=s&&s.nonce;',
    `w.__tm=function(){var id=${id};if(!id||w.__tmLoaded)return;w.__tmLoaded=1;`,
    "w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    "var e=d.createElement('script');e.async=true;if(n)e.nonce=n;",
    `e.src=${JSON.stringify(`${TAG_MANAGER_ORIGIN}/gtm.js?id=`)}+encodeURIComponent(id);d.head.appendChild(e)};`,
    `var acc=function(){d.documentElement.setAttribute('data-cookie-accepted','');w.gtag('consent','update',${JSON.stringify(consent('granted'))});w.__tm()};`,
    `var ok=false;try{ok=localStorage.getItem(${key})==='true'}catch(x){}`,
    'if(ok)acc();',
    // CONTINUE pressed before the page's code has hydrated it (issue 41): remembered and applied here, as
    // the banner's own handler would; once hydrated, the banner handles its button itself.
    "else if(d.addEventListener)d.addEventListener('click',function(e){var t=e.target;",
    "if(ok||d.documentElement.getAttribute('data-hydrated')==='true'||!t||!t.closest||!t.closest('.cookie-banner__continue'))return;",
    `ok=true;try{localStorage.setItem(${key},'true')}catch(x){}acc()},true);`,
    '})(window,document)',
  ].join('');
}

/** The cookie banner's CONTINUE: consent granted, then the container (when configured) loads. */
export function grantConsent(): void {
  const w = host();
  w.gtag?.('consent', 'update', consent('granted'));
  w.__tm?.();
}
