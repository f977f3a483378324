import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';

/** spec 001 §4 / §9: the desktop search input takes focus 400 ms after the box opens. */
export const SEARCH_FOCUS_DELAY_MS = 400;

/** spec 001 §2.1: `{langPath}/{business|consumer}/gcse?q={keywords}`. */
function useSearchTarget() {
  const { lang, audience } = useSite();
  return href(lang, `${audience}-gcse`);
}

/**
 * Goes to the search page in-app: a synthetic click on a link lets the router handle it like any
 * other link (spec 001 §5), and falls back to a normal load where the router does not run.
 */
function go(target: string, q: string) {
  const a = document.createElement('a');
  a.href = `${target}?q=${encodeURIComponent(q)}`;
  a.hidden = true;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The labelled search input both boxes share (cut at 100 characters like the search itself). */
function SearchField(props: {
  id: string;
  q: string;
  setQ: (q: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <label className="visually-hidden" htmlFor={props.id}>
        {t('search.label')}
      </label>
      <input
        ref={props.inputRef}
        id={props.id}
        className="search__input"
        type="search"
        name="q"
        value={props.q}
        onChange={(e) => props.setQ(e.target.value)}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        maxLength={100}
      />
    </>
  );
}

/**
 * spec 001 §2.1 / §4 / §5, mobile (600 px and below): a permanent search box. Enter searches with
 * whatever was typed; the icon searches only with text. Without JavaScript the form still submits.
 */
export function MobileSearch() {
  const { t } = useTranslation('common');
  const target = useSearchTarget();
  const [q, setQ] = useState('');
  const id = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go(target, q);
  };
  return (
    <search className="search-landmark search-landmark--mobile">
      <form className="search search--mobile" action={target} method="get" onSubmit={onSubmit}>
        <SearchField id={id} q={q} setQ={setQ} />
        <button
          type="button"
          className="search__icon"
          aria-label={t('search.submit')}
          onClick={() => {
            if (q.trim()) go(target, q);
          }}
        >
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}

/**
 * spec 001 §4 desktop search: inactive → active on icon click, the input focused after 400 ms; a
 * second click with text searches, without text collapses. Enter searches with whatever was typed.
 * Escape collapses and gives focus back to the icon.
 */
export function DesktopSearch() {
  const { t } = useTranslation('common');
  const target = useSearchTarget();
  const [active, setActive] = useState(false);
  const [q, setQ] = useState('');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);

  const onIcon = () => {
    if (!active) setActive(true);
    else if (q.trim()) go(target, q);
    else setActive(false);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go(target, q);
  };
  return (
    <search className="search-landmark search-landmark--desktop">
      <form
        className="search search--desktop"
        action={target}
        method="get"
        onSubmit={onSubmit}
        data-active={active ? 'true' : undefined}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && active) {
            setActive(false);
            buttonRef.current?.focus();
          }
        }}
      >
        <div id={id} className="search__box" hidden={!active}>
          <SearchField id={`${id}-q`} q={q} setQ={setQ} inputRef={inputRef} />
        </div>
        <button
          ref={buttonRef}
          type="button"
          className="search__icon"
          aria-expanded={active}
          aria-controls={id}
          aria-label={active && q.trim() ? t('search.submit') : t('search.open')}
          onClick={onIcon}
        >
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
