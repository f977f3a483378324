import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0056: the browser bundle never contains zod. Every module under client/ is walked through
 * its value imports (type-only imports are erased by the compiler and don't count), following relative
 * imports into shared/; a client module fails when any path of value imports reaches `zod`. The fix
 * is to import the value from a zod-free module (e.g. shared/smb/rules.ts, shared/contact/products.ts).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const FORBIDDEN = new Set(['zod']);

type Import = { spec: string; typeOnly: boolean };

/** Import/export-from statements and dynamic imports of a module, with whether each is type-only. */
function importsOf(text: string): Import[] {
  const out: Import[] = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statement = /\b(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of code.matchAll(statement)) {
    const clause = m[3] ?? '';
    let typeOnly = !!m[2];
    // `import { type A, type B } from …`: every named specifier is a type and there is no default.
    const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
    if (!typeOnly && braces) {
      const names = braces[1]!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      typeOnly = names.length > 0 && names.every((n) => n.startsWith('type '));
    }
    out.push({ spec: m[4]!, typeOnly });
  }
  for (const m of code.matchAll(/\bimport\s*['"]([^'"]+)['"]/g)) out.push({ spec: m[1]!, typeOnly: false });
  // `import('./x')` loads a module; `import('./x').Type` is a type reference, erased like `import type`.
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)(\.[A-Z])?/g))
    out.push({ spec: m[1]!, typeOnly: !!m[2] });
  return out;
}

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (/\.(ts|tsx)$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

const verdicts = new Map<string, string[] | null>();

/** The value-import chain from `file` to a forbidden package, or null when there is none. */
function zodChain(file: string, seen = new Set<string>()): string[] | null {
  const known = verdicts.get(file);
  if (known !== undefined) return known;
  if (seen.has(file)) return null; // a cycle: decided where it started
  seen.add(file);
  let result: string[] | null = null;
  for (const { spec, typeOnly } of importsOf(fs.readFileSync(file, 'utf8'))) {
    if (typeOnly) continue;
    if (FORBIDDEN.has(spec) || [...FORBIDDEN].some((p) => spec.startsWith(`${p}/`))) {
      result = [spec];
      break;
    }
    if (!spec.startsWith('.')) continue;
    const target = resolve(file, spec);
    if (!target) continue;
    const chain = zodChain(target, seen);
    if (chain) {
      result = [path.relative(ROOT, target), ...chain];
      break;
    }
  }
  verdicts.set(file, result);
  return result;
}

function clientModules(): string[] {
  return fs
    .readdirSync(path.join(ROOT, 'client'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('the browser never gets zod (decision 0056)', () => {
  it('no client/ module reaches zod through value imports', () => {
    const leaks = clientModules().flatMap((file) => {
      const chain = zodChain(file);
      return chain ? [[path.relative(ROOT, file), ...chain].join(' → ')] : [];
    });
    expect(leaks).toEqual([]);
  });

  it('tells type-only imports from value imports (the check itself works)', () => {
    const found = importsOf(
      [
        "import type { A } from './a';",
        "import { type B, type C } from './b';",
        "import { type D, E } from './c';",
        "export { F } from './d';",
        "export type { G } from './e';",
        "import { z } from 'zod';",
        "const m = import('./f');",
        "type H = import('./g').Shape;",
      ].join('\n'),
    );
    expect(found).toEqual([
      { spec: './a', typeOnly: true },
      { spec: './b', typeOnly: true },
      { spec: './c', typeOnly: false },
      { spec: './d', typeOnly: false },
      { spec: './e', typeOnly: true },
      { spec: 'zod', typeOnly: false },
      { spec: './f', typeOnly: false },
      { spec: './g', typeOnly: true },
    ]);
  });

  it('finds a leak through shared/ (a schema module imported for a value)', () => {
    verdicts.clear();
    expect(zodChain(path.join(ROOT, 'shared/smb/support.ts'))).toEqual(['zod']);
    expect(zodChain(path.join(ROOT, 'shared/smb/rules.ts'))).toBeNull();
  });
});
