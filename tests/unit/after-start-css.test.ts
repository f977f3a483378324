import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0241: the after-start stylesheet is built on its own and linked by the bootstrap. A module
 * importing it (or one of the `*.after-start.css` files it gathers) would pull those rules into a
 * chunk's CSS, which the worker inlines into the first response.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT = path.join(ROOT, 'client');
const AFTER_START = path.join(CLIENT, 'after-start.css');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const files = filesUnder(CLIENT);
const laterFiles = files.filter((f) => f.endsWith('.after-start.css'));

describe('after-start CSS (decision 0241)', () => {
  it('no client module imports the after-start stylesheets', () => {
    const importers = files
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .filter((f) =>
        /from\s+['"][^'"]*after-start[^'"]*\.css|import\s+['"][^'"]*after-start[^'"]*\.css/.test(
          fs.readFileSync(f, 'utf8'),
        ),
      )
      .map((f) => path.relative(ROOT, f));
    expect(importers).toEqual([]);
  });

  it('client/after-start.css gathers every *.after-start.css, and no other stylesheet imports one', () => {
    const text = fs.readFileSync(AFTER_START, 'utf8');
    const imported = [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map((m) =>
      path.resolve(CLIENT, m[1]!),
    );
    expect(laterFiles.length).toBeGreaterThan(0);
    expect(imported.sort()).toEqual([...laterFiles].sort());
    const others = files
      .filter((f) => f.endsWith('.css') && f !== AFTER_START)
      .filter((f) => /@import/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(ROOT, f));
    expect(others).toEqual([]);
  });
});
