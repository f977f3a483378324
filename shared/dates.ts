import { type LangKey, language } from './languages';

/**
 * Content dates (blog, news, videos, success stories, colour trends, forum sessions) in the page's
 * language, one function for every family (decision 0230). English follows spec 001 §9 "MMMM DD, YYYY"
 * ("January 08, 2025"); every other language writes its own long date ("2025年1月8日", "8. Januar 2025").
 * Always UTC, so the worker and the browser print the same text whatever the visitor's time zone.
 */
const dayFormats = new Map<LangKey, Intl.DateTimeFormat>();
const timeFormats = new Map<LangKey, Intl.DateTimeFormat>();

function dayFormat(lang: LangKey): Intl.DateTimeFormat {
  let f = dayFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(
      language(lang).htmlLang,
      lang === 'en'
        ? { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' }
        : { dateStyle: 'long', timeZone: 'UTC' },
    );
    dayFormats.set(lang, f);
  }
  return f;
}

/** `2025-01-08T09:00:00Z` → "January 08, 2025" (en), "2025年1月8日" (ja). */
export function formatContentDate(iso: string, lang: LangKey): string {
  return dayFormat(lang).format(new Date(iso));
}

/** A session's day and time span in the page's language: "January 08, 2025, 9:00 AM–10:00 AM UTC". */
export function formatSessionWhen(lang: LangKey, start: string, end?: string): string {
  let time = timeFormats.get(lang);
  if (!time) {
    time = new Intl.DateTimeFormat(language(lang).htmlLang, { timeStyle: 'short', timeZone: 'UTC' });
    timeFormats.set(lang, time);
  }
  const from = time.format(new Date(start));
  const range = end ? `${from}–${time.format(new Date(end))}` : from;
  return `${formatContentDate(start, lang)}, ${range} UTC`;
}
