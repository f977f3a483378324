import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from './support/imports';

/**
 * docs/architecture.md "Top level": imports flow one way — shared imports neither worker nor client; client never
 * imports worker; page folders under client/pages don't import each other; worker/loaders (what pages read)
 * never import worker/routes (what answers requests). Cycles: import-cycles.test.ts.
 */
function violations(dir: string, isForbidden: (from: string, to: string) => boolean): string[] {
  return sourceFiles(dir).flatMap((from) =>
    importsOf(from)
      .map((i) => i.to)
      .filter((to) => isForbidden(from, to))
      .map((to) => `${from} → ${to}`),
  );
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
        (_, to) => !inTryOn(to) && !to.startsWith('shared') && !to.startsWith('locales'),
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

  it('worker/loaders never import worker/routes', () => {
    expect(violations('worker/loaders', (_, to) => to.startsWith('worker/routes'))).toEqual([]);
  });

  it('finds real imports (the check itself works)', () => {
    expect(importsOf('client/app/navigation.ts').map((i) => i.to)).toContain('shared/routes');
    expect(importsOf('build/content/seed.ts').map((i) => i.to)).toContain('shared/smb/content');
  });
});
