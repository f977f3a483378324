/**
 * spec-rulings 15: every redirect keeps the visitor's query; the target's own query comes first.
 * A leaf module (it imports nothing), so every redirect — page routes, short links, the root — shares it
 * without importing another route module.
 */
export function withQuery(location: string, search: string): string {
  if (!search) return location;
  return location.includes('?') ? `${location}&${search.slice(1)}` : `${location}${search}`;
}
