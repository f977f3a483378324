import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textKeys } from './keys';
import { CtaButton } from './links';
import { ResponsiveImage } from './media';
import { RichText } from './rich-text';
import type { SectionProps } from './types';
import './tabs.css';

/**
 * A tabbed panel (decision 0300). The server (and the first client render) draws every panel, each
 * under its own heading, with a list of in-page links to them: without script all the content is
 * there to read and the links jump to it. After hydration it becomes the WAI-ARIA tabs pattern — a
 * tablist of buttons with a roving tabindex, arrow keys, Home and End moving focus and selecting at
 * once (automatic activation), one panel shown. A page address naming a panel (`#…-panel-2`) opens it.
 */
export function Tabs({ section: s, id }: SectionProps<'tabs'>) {
  const { t } = useTranslation('common');
  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const base = id.replace(/-title$/, '');
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = (i: number) => `${base}-panel-${i}`;
  const count = s.tabs.length;
  const keys = textKeys(s.tabs.map((tab) => tab.label));

  useEffect(() => {
    setEnhanced(true);
    const named = s.tabs.findIndex((_, i) => location.hash === `#${base}-panel-${i}`);
    if (named > 0) setActive(named);
  }, [base, s.tabs]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next =
      e.key === 'ArrowRight'
        ? (active + 1) % count
        : e.key === 'ArrowLeft'
          ? (active - 1 + count) % count
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? count - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  const listLabel = s.title ? { 'aria-labelledby': id } : { 'aria-label': t('sections.tabs.list') };
  return (
    <section className="sec sec-tabs" aria-labelledby={s.title ? id : undefined}>
      {s.title ? <h2 id={id}>{s.title}</h2> : null}
      {enhanced ? (
        <div role="tablist" className="sec-tabs__list" onKeyDown={onKeyDown} {...listLabel}>
          {s.tabs.map((tab, i) => (
            <button
              key={keys[i]}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              className="sec-tabs__tab"
              aria-selected={i === active}
              aria-controls={panelId(i)}
              tabIndex={i === active ? 0 : -1}
              onClick={() => setActive(i)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : (
        <nav className="sec-tabs__list" {...listLabel}>
          {s.tabs.map((tab, i) => (
            <a key={keys[i]} className="sec-tabs__tab" href={`#${panelId(i)}`}>
              {tab.label}
            </a>
          ))}
        </nav>
      )}
      {s.tabs.map((tab, i) => (
        <div
          key={keys[i]}
          id={panelId(i)}
          className={`sec-tabs__panel${tab.image ? ' sec-tabs__panel--image' : ''}`}
          {...(enhanced
            ? { role: 'tabpanel', 'aria-labelledby': tabId(i), tabIndex: 0, hidden: i !== active }
            : {})}
        >
          <div className="sec-tabs__body">
            <h3>{tab.title}</h3>
            <RichText blocks={tab.blocks} />
            {tab.cta ? (
              <p className="sec-ctas">
                <CtaButton cta={tab.cta} />
              </p>
            ) : null}
          </div>
          {tab.image ? (
            <ResponsiveImage
              desktop={tab.image}
              alt={tab.imageAlt ?? ''}
              ratio={4 / 3}
              tone={i}
              sizes="(max-width: 800px) 100vw, 480px"
            />
          ) : null}
        </div>
      ))}
    </section>
  );
}
