import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDEX_FILE, indexText, readRecords, STATUS } from '../../scripts/decisions-index.mjs';

/**
 * Decision 0273: every record in docs/decisions/ has a valid status line under its title, the records it
 * names as superseding or amending it exist, and docs/decisions/README.md is the current generated index
 * (after adding or changing a record: `node scripts/decisions-index.mjs`).
 */
const records = readRecords();
const numbers = new Set(records.map((r) => r.number));

describe('decision records', () => {
  it('reads every record', () => {
    expect(records.length).toBeGreaterThan(150);
  });

  it('each starts with "# NNNN — Title" (its own number), a blank line, then a status line', () => {
    const bad = records
      .filter((r) => r.headingNumber !== r.number || !r.title || !r.blankAfterTitle || !r.status)
      .map((r) => r.file);
    expect(bad).toEqual([]);
  });

  it('a status names only records that exist, later than itself', () => {
    const bad = records.flatMap((r) =>
      [...(r.status ?? '').matchAll(/\d{4}/g)]
        .map((m) => m[0])
        .filter((n) => !numbers.has(n) || n <= r.number)
        .map((n) => `${r.file}: ${n}`),
    );
    expect(bad).toEqual([]);
  });

  it('the status line accepts the three kinds and refuses anything else', () => {
    expect(STATUS.test('Status: accepted')).toBe(true);
    expect(STATUS.test('Status: accepted (issue 21). Builds on 0260.')).toBe(true);
    expect(STATUS.test('Status: superseded by 0230')).toBe(true);
    expect(STATUS.test('Status: amended by 0241, 0248 — details')).toBe(true);
    expect(STATUS.test('Status: draft')).toBe(false);
    expect(STATUS.test('Status: acceptedish')).toBe(false);
    expect(STATUS.test('Status: superseded')).toBe(false);
  });

  it('docs/decisions/README.md is current (run `node scripts/decisions-index.mjs`)', () => {
    expect(fs.readFileSync(INDEX_FILE, 'utf8')).toBe(indexText(records));
  });
});
