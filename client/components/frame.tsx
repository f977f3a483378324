import { memo, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { smbStateOf } from '../../shared/menus';
import { useSite } from '../app/site-context';
import { Footer } from './footer';
import { CookieBanner } from './frame/cookie-banner';
import { FloatingButtons, GoToTop } from './frame/floating';
import { UnsupportedBrowser } from './frame/unsupported-browser';
import { useAccountSummary } from './frame/use-account';
import { useScrollY } from './frame/use-scroll';
import { Header, TitleOnlyHeader } from './header';

// Scroll samples re-render the frame up to ten times a second; header and footer only change with
// their props (the dark variant, the account state), so they skip those renders.
const StableHeader = memo(Header);
const StableFooter = memo(Footer);

/**
 * The site frame of spec 001 §2.1 by the route's frame kind: standard (header, footer, floating
 * buttons, cookie banner), title-only (a header with the page title), none and iframe (content only).
 */
export function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { frame, edge } = useSite();
  useEffect(() => {
    // spec 001 §4 (a page load starts at the top) is the head script's: it turns off the browser's scroll
    // restoration before the body exists (decision 0335). Nothing scrolls here: a visitor who scrolled or
    // clicked while the page was starting keeps their place and their click.
    // Marks the document as interactive; journeys wait on it instead of sleeping.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  if (frame === 'none' || frame === 'iframe') {
    return (
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    );
  }
  if (frame === 'title-only') {
    return (
      <>
        <TitleOnlyHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </>
    );
  }
  return (
    <StandardFrame skip={t('frame.skipToContent')} inApp={edge.inApp}>
      {children}
    </StandardFrame>
  );
}

function StandardFrame({ children, skip, inApp }: { children: ReactNode; skip: string; inApp: boolean }) {
  const scrollY = useScrollY();
  const summary = useAccountSummary(inApp);
  return (
    <>
      <a className="skip-link" href="#main">
        {skip}
      </a>
      <UnsupportedBrowser />
      {/* Early in the document (it is fixed at the bottom of the screen): it paints with the first
          frame, and a screen-reader or keyboard user meets it before the page (decision 0250). */}
      <CookieBanner />
      <StableHeader scrolled={scrollY > 0} signedIn={summary !== null} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <StableFooter />
      <FloatingButtons scrollY={scrollY} smb={smbStateOf(summary)} />
      <GoToTop scrollY={scrollY} />
    </>
  );
}
