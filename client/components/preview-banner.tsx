import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../app/site-context';

/** spec pfFormId: the preview cookie (worker/smb/cache-policy.ts PREVIEW_COOKIE) and its entry query. */
const PREVIEW_COOKIE = 'pf_form_id';
const PREVIEW_QUERY = 'pfFormId';
/** The message the CMS editor posts (decision 0015). */
export const PREVIEW_MESSAGE_TYPE = 'cms-preview';
const FORM_ID = /^[A-Za-z0-9_-]{1,100}$/;

function setPreviewCookie(formId: string | null) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = formId
    ? `${PREVIEW_COOKIE}=${encodeURIComponent(formId)}; Path=/; SameSite=Lax${secure}`
    : `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Reloads the page without the entry query (which would start preview again). */
function reloadWithoutEntry() {
  const url = new URL(location.href);
  if (url.searchParams.has(PREVIEW_QUERY)) {
    url.searchParams.delete(PREVIEW_QUERY);
    location.replace(url.href);
  } else {
    location.reload();
  }
}

/**
 * A posted preview message's form id when the message comes from the CMS origin and has the agreed
 * shape `{ type: 'cms-preview', formId }` (hand checks: this ships on every page).
 */
export function previewFormIdFromMessage(event: { origin: string; data: unknown }, cmsOrigin: string) {
  if (event.origin !== cmsOrigin) return null;
  const data = event.data as { type?: unknown; formId?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== PREVIEW_MESSAGE_TYPE) return null;
  return typeof data.formId === 'string' && FORM_ID.test(data.formId) ? data.formId : null;
}

/** spec 001 §4: the demo store (/business/showcase…) takes no preview messages. */
const isDemoStore = (pathname: string) =>
  /^(\/[a-z]{2}(-[a-z]{2})?)?\/business\/showcase(\/|$)/.test(pathname);

/**
 * Preview mode (spec 000 §4, 001 §2.1): a banner with a Finish button on every page while the preview
 * form-id cookie is present; Finish clears the cookie and reloads. Outside the demo store, a message
 * from the configured CMS origin carrying a form id switches this page to that draft.
 */
export function PreviewBanner() {
  const { t } = useTranslation('common');
  const { edge, pathname } = useSite();
  const cmsOrigin = edge.previewOrigin;

  useEffect(() => {
    if (!cmsOrigin || isDemoStore(pathname)) return;
    const onMessage = (event: MessageEvent) => {
      const formId = previewFormIdFromMessage(event, cmsOrigin);
      if (!formId || formId === edge.previewFormId) return;
      setPreviewCookie(formId);
      reloadWithoutEntry();
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [cmsOrigin, pathname, edge.previewFormId]);

  // The cookie banner stands above this one (preview-banner.css): it needs this banner's height.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const note = () => root.style.setProperty('--preview-banner-h', `${el.offsetHeight}px`);
    const watch = new ResizeObserver(note);
    watch.observe(el);
    note();
    return () => {
      watch.disconnect();
      root.style.removeProperty('--preview-banner-h');
    };
  }, []);

  if (!edge.previewFormId) return null;
  return (
    <aside ref={ref} className="preview-banner" aria-label={t('preview.label')} data-testid="preview-banner">
      <p className="preview-banner__text">{t('preview.notice')}</p>
      <button
        type="button"
        className="preview-banner__finish"
        onClick={() => {
          setPreviewCookie(null);
          reloadWithoutEntry();
        }}
      >
        {t('preview.finish')}
      </button>
    </aside>
  );
}
