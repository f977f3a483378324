import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutQuery } from '../../worker/log';
import { ROOT, sourceFiles } from './support/imports';

/**
 * Worker code logs through the one structured logger, worker/log.ts (decision 0272): no `console.*`
 * elsewhere in worker/, and no log field built from a query string, a full URL or a cache key (those
 * hold the visitor's query; a line names the route or the path without its query). The seed content
 * under worker/origin/seed/ is generated data on its way out of worker/ and is not scanned.
 */
const files = sourceFiles('worker', (rel) => rel.startsWith('worker/origin/seed/'));
const text = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');

/** The argument text of every `log(…)` call of the logger in `source` (balanced parentheses). */
function logCalls(source: string): string[] {
  const calls: string[] = [];
  for (const m of source.matchAll(/\blog\(\s*'(?:info|warn|error)'/g)) {
    let depth = 0;
    let end = m.index;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')' && --depth === 0) break;
    }
    calls.push(source.slice(m.index, end + 1));
  }
  return calls;
}

/** What a log field must not be read from: a query, a full address, a cache key (`smbPath(key)` is a
 * call's fixed path from the call table, `withoutQuery()` strips a query: both are safe). */
const LEAKY = /\b(search|searchParams|href|url|key|cacheKey|query)\b/;

describe('worker logging', () => {
  it('no console.* in worker/ outside worker/log.ts', () => {
    const found = files
      .filter((rel) => rel !== 'worker/log.ts')
      .flatMap((rel) =>
        text(rel)
          .split('\n')
          .map((line, i) => ({ line, at: `${rel}:${i + 1}` }))
          .filter(({ line }) => /\bconsole\.\w+/.test(line) && !/^\s*(\/\/|\*)/.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it('no log field carries a query, a full URL or a cache key', () => {
    const calls = files.flatMap((rel) => logCalls(text(rel)).map((call) => ({ rel, call })));
    expect(calls.length).toBeGreaterThan(25);
    const leaky = calls
      .filter(({ call }) => LEAKY.test(call.replace(/(withoutQuery|smbPath)\([^)]*\)/g, '')))
      .map(({ rel, call }) => `${rel}: ${call.replace(/\s+/g, ' ')}`);
    expect(leaky).toEqual([]);
  });

  it('the scan catches what it is for', () => {
    expect(LEAKY.test("log('error', 'x', { at: decision.key })")).toBe(true);
    expect(LEAKY.test("log('error', 'x', { at: url.search })")).toBe(true);
    expect(logCalls("a(); log('warn', 'e', { n: f(1) }); b();")).toEqual(["log('warn', 'e', { n: f(1) })"]);
  });

  it('withoutQuery keeps the path only', () => {
    expect(withoutQuery('/business/blog?page=2&q=me')).toBe('/business/blog');
    expect(withoutQuery('/auth/auth.action#x')).toBe('/auth/auth.action');
    expect(withoutQuery('/plain')).toBe('/plain');
  });
});
