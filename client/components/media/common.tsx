import type { ReactNode } from 'react';
import './media.css';

/**
 * Pieces shared by the media pages (news, colour trends, success stories, videos; spec 001 §2.4):
 * dates in the page's language, content that fell back to English marked `lang="en"` (decision 0081),
 * (their JSON-LD is part of the head, shared/head.ts).
 */

/** A date as the page's language writes it (spec 001 §9 "MMMM DD, YYYY" in English), in UTC. */
export { ContentDate as MediaDate } from '../content-date';

/** Wraps content shown in English inside another language's page. */
export function ContentLang({ fellBack, children }: { fellBack: boolean; children: ReactNode }) {
  return fellBack ? <div lang="en">{children}</div> : children;
}
