import fs from 'node:fs';
import path from 'node:path';

/** The repository root (tests/unit/support → ../../..). */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

const SOURCE = /\.(ts|tsx|mts)$/;

/** Source files under `dir` (repository-relative paths), skipping tests and anything `skip` names. */
export function sourceFiles(dir: string, skip: (rel: string) => boolean = () => false): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .filter((rel) => !skip(rel));
}

export type Import = { to: string; typeOnly: boolean };

/**
 * The relative imports of a file (import, export … from, dynamic import()), as repository-relative
 * specifier paths without resolving extensions; `import type` / `export type` are marked type-only.
 */
export function importsOf(rel: string): Import[] {
  const text = fs.readFileSync(path.join(ROOT, rel), 'utf8');
  const found = text.matchAll(
    /(?:^|[;\n}])\s*(import|export)(\s+type)?\b[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  );
  return [...found]
    .map((m) => ({ spec: m[3] ?? m[4] ?? '', typeOnly: Boolean(m[2]) }))
    .filter((i) => i.spec.startsWith('.'))
    .map((i) => ({
      to: path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, rel)), i.spec)),
      typeOnly: i.typeOnly,
    }));
}

/** The source file an import names (`./a` → `a.ts`, `a.tsx`, `a/index.ts`…), or undefined (JSON, CSS…). */
export function resolveImport(to: string): string | undefined {
  const bare = to.replace(/\?.*$/, '');
  const candidates = [bare, `${bare}.ts`, `${bare}.tsx`, `${bare}/index.ts`, `${bare}/index.tsx`];
  return candidates.find(
    (c) => SOURCE.test(c) && fs.existsSync(path.join(ROOT, c)) && fs.statSync(path.join(ROOT, c)).isFile(),
  );
}

/**
 * The import cycles among `files` (strongly connected components of more than one file, or a file
 * importing itself), each sorted; type-only imports count unless `runtimeOnly`.
 */
export function importCycles(files: readonly string[], runtimeOnly = false): string[][] {
  const inSet = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(file)
      .filter((i) => !(runtimeOnly && i.typeOnly))
      .map((i) => resolveImport(i.to))
      .filter((t): t is string => t !== undefined && inSet.has(t));
    edges.set(file, [...new Set(targets)]);
  }
  // Tarjan's strongly connected components, iterative (the graph has hundreds of files).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    const work: { node: string; i: number }[] = [{ node: start, i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1] as { node: string; i: number };
      const targets = edges.get(frame.node) ?? [];
      if (frame.i < targets.length) {
        const to = targets[frame.i++] as string;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, i: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(to) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && (edges.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}
