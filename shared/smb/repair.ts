import type { z } from 'zod';

/**
 * Section-level resilience for CMS answers (decision 0332, amending 0211): a field that fails its check
 * is removed (or set to null) where the schema can do without it; otherwise the smallest list item
 * holding it (a CTA in a list, a card, a whole section) is removed; only a problem that no removal
 * inside the allowed part can cure leaves the value unusable. Every removal is re-checked against the
 * whole schema, so the repaired value is exactly what the schema accepts, and nothing the schema
 * requires is ever removed.
 */

type Key = PropertyKey;
export type RepairAction = 'dropped-field' | 'nulled-field' | 'dropped-item';
export type Repair = {
  /** JSON pointer (RFC 6901) of what was removed, in the value as it was when it was removed. */
  pointer: string;
  /** What the caller's `label` names there (e.g. the section's kind). */
  label?: string;
  action: RepairAction;
  /** The check that failed there (zod's message). */
  problem: string;
};

/** At most this many whole-value checks per repair: a value broken in many places is refused instead. */
const MAX_CHECKS = 64;

const startsWith = (path: readonly Key[], prefix: readonly Key[]) =>
  prefix.length <= path.length && prefix.every((k, i) => path[i] === k);

export const pointerOf = (path: readonly Key[]) =>
  path.map((k) => `/${String(k).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

function at(root: unknown, path: readonly Key[]): unknown {
  let v = root;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<Key, unknown>)[k];
  }
  return v;
}

type Candidate = { action: RepairAction; apply: (parent: unknown) => void };

function candidatesFor(parent: unknown, key: Key): Candidate[] {
  if (Array.isArray(parent) && typeof key === 'number' && key < parent.length)
    return [{ action: 'dropped-item', apply: (p) => (p as unknown[]).splice(key, 1) }];
  if (parent !== null && typeof parent === 'object' && !Array.isArray(parent) && Object.hasOwn(parent, key))
    return [
      { action: 'dropped-field', apply: (p) => delete (p as Record<Key, unknown>)[key] },
      { action: 'nulled-field', apply: (p) => ((p as Record<Key, unknown>)[key] = null) },
    ];
  return [];
}

/**
 * Checks `value` against `schema`, repairing it when it fails. `mayRemove(path)` says which paths may
 * be removed at all (the frame of an entry may not). Returns the repaired raw value (a copy when
 * anything changed) with what was removed, or null when it cannot be made to fit.
 */
export function repairToFit(
  schema: z.ZodType,
  value: unknown,
  mayRemove: (path: readonly Key[]) => boolean,
  label?: (path: readonly Key[], root: unknown) => string | undefined,
): { value: unknown; repairs: Repair[] } | null {
  let current = value;
  let result = schema.safeParse(current);
  const repairs: Repair[] = [];
  let checks = 1;
  while (!result.success) {
    const issues = result.error.issues;
    const first = issues[0];
    if (!first) return null;
    let fixed = false;
    // From the failing field up to its enclosing items: the deepest removal the schema accepts wins.
    for (let depth = first.path.length; depth >= 1 && !fixed; depth--) {
      const path = first.path.slice(0, depth);
      if (!mayRemove(path)) break;
      const parentPath = path.slice(0, -1);
      const key = path[depth - 1] as Key;
      const under = issues.filter((i) => startsWith(i.path, path)).length;
      for (const candidate of candidatesFor(at(current, parentPath), key)) {
        if (++checks > MAX_CHECKS) return null;
        const next = structuredClone(current);
        candidate.apply(at(next, parentPath));
        const after = schema.safeParse(next);
        const left = after.success ? [] : after.error.issues;
        const cured =
          candidate.action === 'dropped-item'
            ? // The item's problems go, and the list itself stays acceptable (no new "too small").
              left.length <= issues.length - under && !left.some((i) => startsWith(parentPath, i.path))
            : // The field's problems go, and leaving it out is acceptable there.
              left.length < issues.length && !left.some((i) => startsWith(i.path, path));
        if (!cured) continue;
        const named = label?.(path, current);
        repairs.push({
          pointer: pointerOf(path),
          action: candidate.action,
          problem: first.message,
          ...(named ? { label: named } : {}),
        });
        current = next;
        result = after;
        fixed = true;
        break;
      }
    }
    if (!fixed) return null;
  }
  return { value: current, repairs };
}
