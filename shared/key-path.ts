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
