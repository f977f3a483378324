import {
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CmsMenuCta,
  type CmsSlot,
  cmsGroupsFor,
  type FrameMenuData,
  type MenuGroup,
  type MenuItem,
  type MenuLink,
  menuHref,
  menuWordKeys,
  SERVICE_PLAN_NAME_KEY,
} from '../../../shared/menus';
import { useSite } from '../../app/site-context';
import { linkRel } from '../sections/site-href';
import { useDismiss } from '../use-dismiss';

export type MenuPromise = PromiseLike<FrameMenuData | null> | undefined;

function LinkTo({ link, className, label }: { link: MenuLink; className?: string; label?: string }) {
  const { t } = useTranslation('common');
  const { lang } = useSite();
  return (
    <a
      className={className}
      href={link.external ? link.path : menuHref(link.path, lang)}
      rel={linkRel(link.external, link.notFollow)}
      aria-label={label}
    >
      {t(`menu.${link.key}`)}
    </a>
  );
}

/**
 * A menu entry; a solution entry (spec 001 §3.1) adds its plan link under it, whose accessible name
 * says which service (decision 0309): "Makeup online service: plans & pricing".
 */
function Entry({ link }: { link: MenuLink }) {
  const { t } = useTranslation('common');
  return (
    <>
      <LinkTo link={link} />
      {link.plan ? (
        <LinkTo
          link={link.plan}
          className="menu-list__plan"
          label={t(SERVICE_PLAN_NAME_KEY, { service: t(`menu.${link.key}`) })}
        />
      ) : null}
    </>
  );
}

function Group({ group, showTitle }: { group: MenuGroup; showTitle: boolean }) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className="menu-group">
      {showTitle ? (
        <p className="menu-group__title" id={id}>
          {t(`menu.${group.key}`)}
        </p>
      ) : null}
      <ul className="menu-list" aria-labelledby={showTitle ? id : undefined}>
        {group.links.map((l) => (
          <li key={l.key + l.path}>
            <Entry link={l} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * spec 001 §4: the resources sub-menu (forums and events) toggles on hover on desktop and on tap on
 * mobile. Hover opens only for a mouse; keyboard and touch use the button.
 */
function SubMenu({ group }: { group: MenuGroup }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // A click right after the hover opened it must not close it again (the mouse arrived, then clicked).
  const hoverOpened = useRef(false);
  const id = useId();
  return (
    <div
      className="menu-sub"
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse' || open) return;
        hoverOpened.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        hoverOpened.current = false;
        setOpen(false);
      }}
    >
      <button
        type="button"
        className="menu-sub__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (hoverOpened.current) hoverOpened.current = false;
          else setOpen((v) => !v);
        }}
      >
        {t(`menu.${group.key}`)}
      </button>
      <ul id={id} className="menu-list" hidden={!open}>
        {group.links.map((l) => (
          <li key={l.key}>
            <LinkTo link={l} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The CMS part of a menu item, from the data asked for on intent (decisions 0087, 0247). */
function CmsPart({
  slot,
  promise,
  accordion,
  own,
}: {
  slot: CmsSlot;
  promise: MenuPromise;
  accordion?: boolean;
  own?: readonly MenuGroup[];
}) {
  if (!promise) return null;
  return (
    <Suspense fallback={null}>
      <CmsResolved slot={slot} promise={promise} accordion={accordion} own={own} />
    </Suspense>
  );
}

/** One entry as a visitor meets it: where it leads and what it is called. */
const entry = (href: string, label: string) =>
  `${href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')}|${label.trim().toLocaleLowerCase()}`;

/**
 * The panel's own links (spec 001 §2.1) as entries: a CMS link or call to action that repeats one of
 * them — same address, same name — is left out of the CMS part (decision 0276).
 */
function useOwnEntries(own: readonly MenuGroup[] | undefined): ReadonlySet<string> {
  const { t } = useTranslation('common');
  const { lang } = useSite();
  return new Set(
    (own ?? []).flatMap((g) =>
      g.links.flatMap((l) => [
        entry(l.external ? l.path : menuHref(l.path, lang), t(`menu.${l.key}`)),
        ...(l.plan ? [entry(menuHref(l.plan.path, lang), t(`menu.${l.plan.key}`))] : []),
      ]),
    ),
  );
}

function CmsResolved({
  slot,
  promise,
  accordion,
  own,
}: {
  slot: CmsSlot;
  promise: NonNullable<MenuPromise>;
  accordion?: boolean;
  own?: readonly MenuGroup[];
}) {
  const data = use(promise as Promise<FrameMenuData | null>);
  const { lang } = useSite();
  const repeats = useOwnEntries(own);
  const { t } = useTranslation('common');
  const [openCol, setOpenCol] = useState<number | null>(null);
  const baseId = useId();
  if (!data) return null;
  const langAttr = data.fellBack ? 'en' : undefined;
  if (slot === 'featured') {
    const { post, video } = data.featured;
    if (!post && !video) return null;
    return (
      <div className="menu-featured">
        {post ? (
          <p className="menu-featured__item">
            <span className="menu-featured__label">{t('menu.featuredPost')}</span>
            <a href={menuHref(post.path, lang)} lang={langAttr}>
              {post.title}
            </a>
            <a className="menu-featured__more" href={menuHref('/business/blog/1', lang)}>
              {t('menu.moreBlog')}
            </a>
          </p>
        ) : null}
        {video ? (
          <p className="menu-featured__item">
            <span className="menu-featured__label">{t('menu.featuredVideo')}</span>
            <a href={menuHref(video.path, lang)} lang={langAttr}>
              {video.title}
            </a>
            <a className="menu-featured__more" href={menuHref('/business/videos', lang)}>
              {t('menu.moreVideos')}
            </a>
          </p>
        ) : null}
      </div>
    );
  }
  const groups = cmsGroupsFor(slot, data);
  const cmsHref = (url: string) => (/^(https?:|mailto:)/.test(url) ? url : menuHref(url, lang));
  const fresh = (url: string, label: string) => !repeats.has(entry(cmsHref(url), label));
  const columns = groups
    .flatMap((g) => g.columns)
    .map((c) => ({ ...c, links: c.links.filter((l) => fresh(l.url, l.title)) }))
    .filter((c) => c.links.length > 0);
  const ctas = groups.flatMap((g) => g.ctas ?? []).filter((c) => fresh(c.url, c.text));
  return (
    <div className="menu-cms" lang={langAttr}>
      {columns.map((col, i) => {
        const id = `${baseId}-${i}`;
        // spec 001 §4: on mobile the feature-menu groups expand one at a time.
        const open = !accordion || openCol === i;
        return (
          <div className="menu-group" key={col.links[0]?.id ?? col.title}>
            {accordion ? (
              <button
                type="button"
                className="menu-group__toggle"
                aria-expanded={open}
                aria-controls={id}
                onClick={() => setOpenCol(open ? null : i)}
              >
                {col.title}
              </button>
            ) : (
              <p className="menu-group__title" id={`${id}-t`}>
                {col.title}
              </p>
            )}
            <ul
              className="menu-list"
              id={id}
              hidden={!open}
              aria-labelledby={accordion ? undefined : `${id}-t`}
            >
              {col.links.map((l) => (
                <li key={l.id}>
                  <a href={/^https?:/.test(l.url) ? l.url : menuHref(l.url, lang)}>{l.title}</a>
                </li>
              ))}
              {col.cta ? (
                <li className="menu-cta">
                  <MenuCta cta={col.cta} />
                </li>
              ) : null}
            </ul>
          </div>
        );
      })}
      {ctas.length > 0 ? (
        <p className="menu-cms__ctas">
          {ctas.map((c) => (
            <MenuCta key={`${c.url}|${c.text}`} cta={c} />
          ))}
        </p>
      ) : null}
    </div>
  );
}

/** A CMS menu call to action (spec 001 §3.1), with its new-tab and nofollow flags (decision 0206). */
export function MenuCta({ cta }: { cta: CmsMenuCta }) {
  const { lang } = useSite();
  return (
    <a
      className={cta.kind === 'link' ? 'menu-cta__link' : `button button--${cta.kind} menu-cta__button`}
      href={/^(https?:|mailto:)/.test(cta.url) ? cta.url : menuHref(cta.url, lang)}
      target={cta.newTab ? '_blank' : undefined}
      rel={linkRel(cta.newTab, cta.nofollow)}
    >
      {cta.text}
    </a>
  );
}

function PanelBody({ item, promise, mobile }: { item: MenuItem; promise: MenuPromise; mobile?: boolean }) {
  return (
    <>
      {item.groups?.map((g) => (
        <Group key={g.key} group={g} showTitle={g.key !== item.key} />
      ))}
      {item.cms && item.cms !== 'featured' ? (
        <CmsPart
          slot={item.cms}
          promise={promise}
          accordion={mobile && item.cms === 'features'}
          own={item.groups}
        />
      ) : null}
      {item.sub ? <SubMenu group={item.sub} /> : null}
      {item.cms === 'featured' ? <CmsPart slot="featured" promise={promise} /> : null}
    </>
  );
}

const NONE_DRAWN: ReadonlySet<string> = new Set();

/**
 * Reads every word the menus' panels may draw (decision 0247): they are drawn in the browser on first
 * open, so the server's render reads them here for the document to carry (decision 0240).
 */
export function useMenuWords(items: readonly MenuItem[]): void {
  const { t } = useTranslation('common');
  for (const key of menuWordKeys(items)) t(key);
}

/** Closes an open disclosure on Escape and gives focus back to its button (WAI-ARIA disclosure). */
function useEscape(open: boolean, close: () => void, button: () => HTMLElement | null | undefined) {
  return (e: ReactKeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close();
      button()?.focus();
    }
  };
}

/**
 * The desktop menu bar (above 1024 px): one disclosure panel open at a time. A panel's links are drawn
 * when the visitor first shows intent to open it — pointer over or focus on its button, or the click —
 * not in the server's HTML (decision 0247): every page carried ~11 KB of hidden links otherwise. The
 * same links are one hop away on the menu page the footer names (site map), for crawlers and visitors
 * without scripts, whose browsers could never open a panel anyway.
 */
export function DesktopNav({
  items,
  promise,
  onIntent,
}: {
  items: MenuItem[];
  promise: MenuPromise;
  /** The visitor may open a panel soon: ask for the CMS part (decision 0247). */
  onIntent: () => void;
}) {
  const { t } = useTranslation('common');
  const { pathname } = useSite();
  const [open, setOpen] = useState<string | null>(null);
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(NONE_DRAWN);
  useMenuOpenMark(open !== null);
  const draw = (key: string) => {
    onIntent();
    setDrawn((d) => (d.has(key) ? d : new Set(d).add(key)));
  };
  const rootRef = useRef<HTMLElement>(null);
  const baseId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: an in-app navigation closes the menu
  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent | FocusEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);
  const onKeyDown = useEscape(
    open !== null,
    () => setOpen(null),
    () => rootRef.current?.querySelector<HTMLElement>(`[data-menu="${open}"]`),
  );

  return (
    <nav className="menu-desktop" aria-label={t('menu.main')} ref={rootRef} onKeyDown={onKeyDown}>
      <ul className="menu-bar">
        {items.map((item) => {
          const panelId = `${baseId}-${item.key}`;
          if (!item.groups) {
            return (
              <li key={item.key}>
                <LinkTo
                  className="menu-bar__link"
                  link={{
                    key: item.key,
                    path: item.path ?? '/',
                    external: item.external,
                    notFollow: item.notFollow,
                  }}
                />
              </li>
            );
          }
          const isOpen = open === item.key;
          return (
            <li key={item.key}>
              <button
                type="button"
                className="menu-bar__button"
                data-menu={item.key}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onPointerEnter={() => draw(item.key)}
                onFocus={() => draw(item.key)}
                onClick={() => {
                  draw(item.key);
                  setOpen(isOpen ? null : item.key);
                }}
              >
                {t(`menu.${item.key}`)}
              </button>
              <div id={panelId} className="menu-panel" hidden={!isOpen}>
                {drawn.has(item.key) && <PanelBody item={item} promise={promise} />}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A dropdown of the mobile menu (spec 001 §4 "Mobile dropdown toggles open or closed"). */
function MobileDropdown({ item, promise }: { item: MenuItem; promise: MenuPromise }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // Its items are drawn on first open (decisions 0145, 0247), like the desktop panels.
  const [drawn, setDrawn] = useState(false);
  const id = useId();
  return (
    <li className="menu-mobile__item">
      <button
        type="button"
        className="menu-mobile__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setDrawn(true);
          setOpen((v) => !v);
        }}
      >
        {t(`menu.${item.key}`)}
      </button>
      <div id={id} className="menu-mobile__panel" hidden={!open}>
        {drawn && <PanelBody item={item} promise={promise} mobile />}
      </div>
    </li>
  );
}

/** The mobile and tablet menu (1024 px and below): a toggle and a drawer under the header. */
/**
 * spec 001 §2.1: the open drawer fits the screen — it ends at the bottom of the visible viewport and
 * scrolls inside (its top depends on the header rows above it, which differ by width and audience), and
 * the header sits above the cookie banner while it is open (`data-menu-open` on the root, styles.css).
 * Decision 0203.
 */
function useDrawerFit(open: boolean, drawer: { current: HTMLElement | null }) {
  useMenuOpenMark(open);
  useLayoutEffect(() => {
    const el = drawer.current;
    if (!open || !el) return;
    const measure = () =>
      el.style.setProperty('--drawer-top', `${Math.max(0, el.getBoundingClientRect().top)}px`);
    measure();
    addEventListener('resize', measure, { passive: true });
    addEventListener('scroll', measure, { passive: true });
    return () => {
      removeEventListener('resize', measure);
      removeEventListener('scroll', measure);
    };
  }, [open, drawer]);
}

/**
 * While a menu is open — the drawer or a desktop panel — the header lies above the cookie banner
 * (`data-menu-open` on the root, after-start.css; decisions 0203, 0247), so the menu shows whole.
 */
function useMenuOpenMark(open: boolean) {
  useLayoutEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.setAttribute('data-menu-open', '');
    return () => {
      root.removeAttribute('data-menu-open');
    };
  }, [open]);
}

export function MobileNav({
  items,
  promise,
  onIntent,
  extra,
}: {
  items: MenuItem[];
  promise: MenuPromise;
  /** The drawer may open soon (press, focus): ask for the CMS part its dropdowns show (decision 0247). */
  onIntent: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const { pathname } = useSite();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: an in-app navigation closes the menu
  useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, close, { returnFocus: buttonRef });
  const drawerRef = useRef<HTMLElement>(null);
  useDrawerFit(open, drawerRef);
  return (
    <div className="menu-mobile">
      <button
        ref={buttonRef}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={id}
        onPointerDown={onIntent}
        onFocus={onIntent}
        onClick={() => {
          onIntent();
          setOpen((v) => !v);
        }}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
        <span className="visually-hidden">{t('menu.toggle')}</span>
      </button>
      <nav ref={drawerRef} id={id} className="menu-mobile__drawer" aria-label={t('menu.main')} hidden={!open}>
        <ul className="menu-mobile__list">
          {items.map((item) =>
            item.groups ? (
              <MobileDropdown key={item.key} item={item} promise={promise} />
            ) : (
              <li key={item.key} className="menu-mobile__item">
                <LinkTo
                  className="menu-mobile__link"
                  link={{
                    key: item.key,
                    path: item.path ?? '/',
                    external: item.external,
                    notFollow: item.notFollow,
                  }}
                />
              </li>
            ),
          )}
        </ul>
        {extra}
      </nav>
    </div>
  );
}
