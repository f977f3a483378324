import { useTranslation } from 'react-i18next';
import {
  FLOATING_THRESHOLD_DEFAULT,
  FLOATING_THRESHOLD_SHOWCASE,
  floatingButtons,
  GO_TO_TOP_STOP_MOBILE_SHOWCASE,
  isShowcaseRoute,
  menuHref,
  type SmbState,
} from '../../../shared/menus';
import { useSite } from '../../app/site-context';

/**
 * spec 001 §2.3 / §4 / §9: contact sales, demo store, free trial and TRY-ON float at the side once the
 * page has scrolled past the threshold (220 on showcase pages, decision 0090 elsewhere) and fade out
 * above it. Always in the markup, so showing them never shifts the layout; while hidden they are inert.
 */
export function FloatingButtons({ scrollY, smb }: { scrollY: number; smb: SmbState }) {
  const { t } = useTranslation('common');
  const { lang, audience, routeId, params } = useSite();
  const buttons = floatingButtons(audience, routeId, smb, params);
  if (buttons.length === 0) return null;
  const threshold = isShowcaseRoute(routeId) ? FLOATING_THRESHOLD_SHOWCASE : FLOATING_THRESHOLD_DEFAULT;
  const visible = scrollY > threshold;
  return (
    <aside
      className="floating"
      aria-label={t('floating.label')}
      data-visible={visible ? 'true' : 'false'}
      inert={!visible}
    >
      {buttons.map((b) => (
        <a
          key={b.key}
          className={`floating__button floating__button--${b.key}`}
          href={menuHref(b.path, lang)}
        >
          {t(`floating.${b.key}`)}
        </a>
      ))}
    </aside>
  );
}

/**
 * spec 001 §2.6 / §9: back to the top once the page has scrolled half a window height; on mobile
 * showcase pages it stops 104 px above the bottom (their controls sit below it).
 */
export function GoToTop({ scrollY }: { scrollY: number }) {
  const { t } = useTranslation('common');
  const { routeId } = useSite();
  const visible = typeof window !== 'undefined' && scrollY > window.innerHeight / 2;
  return (
    <button
      type="button"
      className="go-to-top"
      data-visible={visible ? 'true' : 'false'}
      data-stop={isShowcaseRoute(routeId) ? String(GO_TO_TOP_STOP_MOBILE_SHOWCASE) : undefined}
      inert={!visible}
      aria-label={t('floating.toTop')}
      onClick={() => {
        const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
        scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M6 14l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
