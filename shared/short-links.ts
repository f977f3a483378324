/**
 * spec 001 §5: a table maps old short links to new ones; only the exact trimmed text matches,
 * otherwise the link is left unchanged. The table is data (D1 `short_links`, seeded), not code.
 */
export type ShortLinkTable = ReadonlyMap<string, string>;

/** The new link for an old short link, or the link unchanged. */
export function resolveShortLink(link: string, table: ShortLinkTable): string {
  return table.get(link.trim()) ?? link;
}

/** The shape of an old short path (`/sdk`, `/go/ces-2025`): only such paths are looked up. */
export const SHORT_PATH = /^(?:\/[A-Za-z0-9][A-Za-z0-9._~-]{0,59}){1,3}$/;
