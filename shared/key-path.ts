/**
 * The value at a dotted key path (`a.b.c`) of a translation tree, or undefined where the path leaves
 * the tree. One reading of i18next's key paths for the browser's light i18next and the worker's
 * record of what a render read (decision 0240). No imports: the light i18next stays small.
 */
export function lookUp(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A subtree of translations (not a string, not an array). */
export const isTree = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * i18next's deepExtend, without modifying either side: `source` merged into `target`, a value already
 * there kept unless `overwrite`. The light i18next adds bundles with it; the worker keeps with it what
 * a document has sent (decision 0249).
 */
export function mergeTree(
  target: Record<string, unknown>,
  source: Record<string, unknown>,
  overwrite = false,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const had = out[key];
    if (isTree(had) && isTree(value)) out[key] = mergeTree(had, value, overwrite);
    else if (had === undefined || overwrite) out[key] = value;
  }
  return out;
}
