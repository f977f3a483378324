/**
 * Stable React keys for CMS lists that have no ids: the item's own text, with a counter only when
 * the same text repeats (so keys never depend on position alone).
 */
export function textKeys(texts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((t) => {
    const n = seen.get(t) ?? 0;
    seen.set(t, n + 1);
    return n === 0 ? t : `${t}#${n}`;
  });
}
