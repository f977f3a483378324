import { nowMs } from '../clock';

/**
 * Dated content as of the origin's clock (decision 0282). The stored rows keep what the editor wrote;
 * each answer applies what an editor would do once a date has passed, so the pages' own rules (spec
 * 001 §2.6 view and showTicket rules, the home's event cards) still decide what a visitor sees:
 * - a course whose last session has ended is an archive: pageType ARCHIVE_PAGE, tickets hidden;
 * - a home banner with an `endDate` in the past is dropped (never the last banner: a home has one);
 * - a home event card with an `endDate` in the past switches to its `replayLink` ("watch replay"),
 *   or is dropped when it has none.
 * The content cache holds an answer for its TTL (worker/smb/cache-policy.ts), so a page changes within
 * that time after the date.
 */

const passed = (iso: unknown, now: number): boolean =>
  typeof iso === 'string' && Number.isFinite(Date.parse(iso)) && Date.parse(iso) <= now;

/** One course's stored body as of `now`, given when its last session ends (null: no sessions). */
export function courseAsOf(body: string, endsAt: string | null, now = nowMs()): string {
  if (!passed(endsAt, now)) return body;
  const course = JSON.parse(body) as { pageType?: string; attrs?: Record<string, string> };
  if (course.pageType !== 'EVENT_PAGE') return body;
  const attrs = { ...course.attrs };
  if (attrs.EVENT_TICKETS) {
    const tickets = JSON.parse(attrs.EVENT_TICKETS) as { showTicket?: boolean };
    attrs.EVENT_TICKETS = JSON.stringify({ ...tickets, showTicket: false });
  }
  return JSON.stringify({ ...course, pageType: 'ARCHIVE_PAGE', attrs });
}

type Dated = { endDate?: unknown };
type Card = Dated & { replayLink?: unknown; actionLink?: unknown; actionType?: unknown };
type Home = { banners?: Dated[]; eventCards?: Card[] };

const HOME_TYPES = new Set(['BUSINESS_HOME', 'CONSUMER_HOME']);

/** A CMS entry's stored content as of `now` (only homes carry dated parts). */
export function contentAsOf(type: string, content: string, now = nowMs()): string {
  if (!HOME_TYPES.has(type) || !content.includes('"endDate"')) return content;
  const home = JSON.parse(content) as Home;
  const out: Home = { ...home };
  if (home.banners) {
    const live = home.banners.filter((b) => !passed(b.endDate, now));
    out.banners = live.length > 0 ? live : home.banners.slice(-1);
  }
  if (home.eventCards) {
    out.eventCards = home.eventCards.flatMap((card) => {
      if (!passed(card.endDate, now)) return [card];
      if (typeof card.replayLink !== 'string') return [];
      // The card's own action becomes the replay; no second replay action (showWatchReplay) beside it.
      return [{ ...card, actionLink: card.replayLink, actionType: 'video', showWatchReplay: false }];
    });
  }
  return JSON.stringify(out);
}
