import { describe, expect, it } from 'vitest';
import { importCycles, sourceFiles } from './support/imports';

/**
 * No import cycles in worker/, client/, shared/, build/ (docs/architecture.md "Top level"): a cycle makes
 * module start-up order matter and ties modules that should stand alone. Type-only imports count too.
 */
const files = ['worker', 'client', 'shared', 'build'].flatMap((dir) => sourceFiles(dir, () => false));

describe('import graph', () => {
  it('scans the source (the scan finds the files and their imports)', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain('worker/routes/pages.ts');
  });

  it('has no cycle in worker/, client/, shared/ or build/', () => {
    expect(importCycles(files).map((cycle) => `cycle among: ${cycle.join(', ')}`)).toEqual([]);
  });
});
