import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0167: every document the code and docs cite lives in this repository — a newcomer who
 * clones it can follow each reference. The design notes, conventions, toolchain notes and spec
 * rulings that once lived beside the repository are restated in docs/architecture.md and
 * docs/spec-rulings.md; a citation of a decision must name a file in docs/decisions/.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.wrangler',
  '.git',
  'test-results',
  'playwright-report',
]);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|json|jsonc|md|sql|css|html|txt|toml|yml|yaml)$|^\.[a-z.]+$/;

// Built from pieces so this file does not match itself.
const OUTSIDE = [
  ['DES', 'IGN'],
  ['CONVEN', 'TIONS'],
  ['TOOL', 'CHAIN'],
  ['SPEC', '-NOTES'],
].map(([a, b]) => `${a}${b}`);
const OUTSIDE_PATTERN = new RegExp(
  `\\b(?:${OUTSIDE.join('|')})\\b|(?:\\.\\./)+shared/(?:spec|${OUTSIDE.join('|')})|/work/${'shared'}`,
);

function repoFiles(dir = ROOT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : repoFiles(full);
    return entry.isFile() && TEXT_FILE.test(entry.name) ? [full] : [];
  });
}

const files = repoFiles();
const decisionNumbers = new Set(
  fs.readdirSync(path.join(ROOT, 'docs/decisions')).map((name) => name.slice(0, 4)),
);

describe('references stay inside the repository (decision 0167)', () => {
  it('no file cites a document that is not in the repository', () => {
    const hits = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          OUTSIDE_PATTERN.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(hits).toEqual([]);
  });

  it('every "decision NNNN" names a record in docs/decisions/', () => {
    const missing = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\b[Dd]ecision (\d{4})\b/g)]
        .filter((m) => !decisionNumbers.has(m[1]!))
        .map((m) => `${path.relative(ROOT, file)}: decision ${m[1]}`),
    );
    expect(missing).toEqual([]);
  });

  it('the check sees what it must (the pattern and the walk work)', () => {
    expect(OUTSIDE_PATTERN.test(`see ${OUTSIDE[3]} 15`)).toBe(true);
    expect(OUTSIDE_PATTERN.test(`../../shared/${OUTSIDE[2]}.md`)).toBe(true);
    expect(OUTSIDE_PATTERN.test("import { x } from '../../shared/routes';")).toBe(false);
    expect(OUTSIDE_PATTERN.test('spec-rulings 15, docs/architecture.md "One request"')).toBe(false);
    expect(files.some((f) => f.endsWith(path.join('worker', 'index.ts')))).toBe(true);
    expect(files.some((f) => f.includes(`${path.sep}node_modules${path.sep}`))).toBe(false);
  });
});
