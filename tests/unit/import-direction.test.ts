import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md "Top level": imports flow one way — shared imports neither worker nor client; client never
 * imports worker; page folders under client/pages don't import each other.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((s) => s.startsWith('.'))
    .map((s) => path.relative(ROOT, path.resolve(path.dirname(file), s)));
}

function violations(dir: string, isForbidden: (from: string, to: string) => boolean): string[] {
  return sourceFiles(dir).flatMap((file) => {
    const from = path.relative(ROOT, file);
    return imports(file)
      .filter((to) => isForbidden(from, to))
      .map((to) => `${from} → ${to}`);
  });
}

const pageFolder = (p: string) => /^client\/pages\/([^/]+)\//.exec(p)?.[1];

describe('import direction', () => {
  it('shared/ imports neither client/ nor worker/', () => {
    expect(violations('shared', (_, to) => to.startsWith('client') || to.startsWith('worker'))).toEqual([]);
  });

  it('client/ never imports worker/', () => {
    expect(violations('client', (_, to) => to.startsWith('worker'))).toEqual([]);
  });

  it('page folders do not import each other', () => {
    expect(
      violations('client/pages', (from, to) => {
        const a = pageFolder(from);
        const b = pageFolder(to);
        return !!a && !!b && a !== b;
      }),
    ).toEqual([]);
  });

  // docs/tryon.md: the embedded try-on module is its own browser program, built apart from the pages.
  it('client/tryon imports only itself, shared/ and locales/; no page code imports it', () => {
    const inTryOn = (p: string) => p.startsWith('client/tryon');
    expect(
      violations(
        'client/tryon',
        (from, to) =>
          !from.endsWith('.test.ts') && !inTryOn(to) && !to.startsWith('shared') && !to.startsWith('locales'),
      ),
    ).toEqual([]);
    expect(violations('client', (from, to) => !inTryOn(from) && inTryOn(to))).toEqual([]);
    expect(violations('worker', (_, to) => inTryOn(to))).toEqual([]);
  });

  // decision 0266: the seeded CMS is data (content/) expanded by build tooling (build/content/); the
  // worker keeps logic only and never loads either, and the templates depend on nothing but shared/.
  it('worker/, client/ and shared/ import neither build/ nor content/', () => {
    const tooling = (_: string, to: string) => to.startsWith('build') || to.startsWith('content');
    expect([
      ...violations('worker', tooling),
      ...violations('client', tooling),
      ...violations('shared', tooling),
    ]).toEqual([]);
  });

  it('build/content imports only itself and shared/', () => {
    expect(
      violations('build/content', (_, to) => !to.startsWith('build/content') && !to.startsWith('shared')),
    ).toEqual([]);
  });

  it('finds real imports (the check itself works)', () => {
    expect(imports(path.join(ROOT, 'client/app/navigation.ts'))).toContain('shared/routes');
    expect(imports(path.join(ROOT, 'build/content/seed.ts'))).toContain('shared/smb/content');
  });
});
