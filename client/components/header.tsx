import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LangKey, supportsAudience } from '../../shared/languages';
import { headerMenus } from '../../shared/menus';
import { href } from '../../shared/routes';
import { useSite } from '../app/site-context';
import { AccountMenu } from './account-menu';
import { frameMenus } from './frame/menu-data';
import { DesktopNav, type MenuPromise, MobileNav, useMenuWords } from './frame/menus';
import { DesktopSearch, MobileSearch } from './frame/search-box';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

/** A link to an audience home in the current language, or in English where the audience lacks it. */
function audienceHome(lang: LangKey, audience: 'business' | 'consumer'): string {
  return href(supportsAudience(lang, audience) ? lang : 'en', `${audience}-home`);
}

/**
 * spec 001 §2.1 / §4: the site header — audiences, the business or consumer menus (desktop bar above
 * 1024 px, a drawer below), site search, the account state and the language switcher. It turns to its
 * dark variant once the page has scrolled (`scrolled`, throttled by the frame).
 */
export function Header({ scrolled, signedIn }: { scrolled: boolean; signedIn: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useHeaderHeight(ref);
  const { t } = useTranslation('common');
  const { lang, audience, brand, edge, frameLinks } = useSite();
  const { desktop, mobile } = headerMenus(audience, {
    lang,
    domain: edge.domain,
    links: frameLinks,
    flags: frameLinks.features,
    signedIn,
  });
  useMenuWords(desktop === mobile ? desktop : [...desktop, ...mobile]);
  // The CMS part of the menus is asked for on the first intent to open one (decision 0247).
  // Kept with its language and audience: after an in-app move to another, the next intent asks anew.
  const [asked, setAsked] = useState<{ key: string; promise: MenuPromise } | null>(null);
  const key = `${lang}|${audience}`;
  const want = useCallback(() => {
    const promise = frameMenus(lang, audience);
    setAsked((a) => (a?.key === key && a.promise === promise ? a : { key, promise }));
  }, [lang, audience, key]);
  const menus = asked?.key === key ? asked.promise : undefined;
  return (
    <>
      <header ref={ref} className={`site-header${scrolled ? ' site-header--dark' : ''}`}>
        <div className="site-header__top">
          <nav className="site-header__nav" aria-label={t('frame.audienceNav')}>
            <a
              href={audienceHome(lang, 'business')}
              aria-current={audience === 'business' ? 'page' : undefined}
            >
              {t('frame.business')}
            </a>
            <a
              href={audienceHome(lang, 'consumer')}
              aria-current={audience === 'consumer' ? 'page' : undefined}
            >
              {t('frame.consumer')}
            </a>
          </nav>
          <div className="site-header__account">
            <AccountMenu />
            <LanguageSwitcher />
          </div>
        </div>
        <div className="site-header__inner">
          <a
            className="site-header__brand"
            href={audienceHome(lang, audience)}
            aria-label={t('frame.homeLink')}
          >
            <Logo brand={brand} />
          </a>
          <DesktopNav items={desktop} promise={menus} onIntent={want} />
          <div className="site-header__tools">
            <DesktopSearch />
            <MobileNav items={mobile} promise={menus} onIntent={want} />
          </div>
        </div>
      </header>
      {/* The phones' permanent search row (spec 001 §2.1) stands under the sticky header, not in it: it
        scrolls away with the page and back with it, so nothing in the page ever moves (decision 0275). */}
      <div className="site-header__search-row">
        <MobileSearch />
      </div>
    </>
  );
}

/**
 * The sticky header's height as `--header-height` on the root, kept current: what sticks or scrolls
 * into view below the header (the online-service switch, the explore bar, focused messages) uses it.
 */
function useHeaderHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const write = () => root.style.setProperty('--header-height', `${Math.round(el.offsetHeight)}px`);
    write();
    const observer = new ResizeObserver(write);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [ref]);
}

/** spec 001 §2.2: a header showing only the page's title (/business/SDK/privacy). */
export function TitleOnlyHeader() {
  const { t } = useTranslation('seo');
  const { seoKey } = useSite();
  return (
    <header className="site-header site-header--title-only">
      <div className="site-header__inner">
        <p className="site-header__title">{t(`${seoKey}.heading`)}</p>
      </div>
    </header>
  );
}
