import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every `t('key', { … })` call of the client passes the variables its English text interpolates: a
 * text that names `{{n}}` while the call passes `count` shows the braces to the visitor (spec 001 §2.5
 * blog search said "Posts found: {{n}}" in every language). Placeholder parity between languages is
 * checked by locales.test.ts, so English is enough here.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

function flatten(obj: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, String(obj));
  return out;
}

const en = new Map<string, Map<string, string>>();
for (const file of fs.readdirSync(path.join(ROOT, 'locales/en'))) {
  if (!file.endsWith('.json')) continue;
  en.set(
    file.replace(/\.json$/, ''),
    flatten(JSON.parse(fs.readFileSync(path.join(ROOT, 'locales/en', file), 'utf8'))),
  );
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return /\.tsx?$/.test(d.name) && !d.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** The names an object literal passes: `{ count: x, keywords }` → count, keywords. */
function passed(literal: string): Set<string> | null {
  if (literal.includes('...')) return null; // spread: not checkable statically
  const names = new Set<string>();
  for (const part of literal.split(',')) {
    const m = /^\s*(\w+)\s*(?::|$)/.exec(part);
    if (m) names.add(m[1]!);
  }
  return names;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);

describe('translation calls pass the variables their texts use', () => {
  const calls: { where: string; key: string; vars: Set<string> }[] = [];
  for (const file of sources(path.join(ROOT, 'client'))) {
    const text = fs.readFileSync(file, 'utf8');
    // t('a.b', { x, y: 1 }) and seo('a.b', { … }) — object literals without nested braces.
    for (const m of text.matchAll(/\b\w*\(\s*'([\w.-]+)'\s*,\s*\{([^{}]*)\}\s*\)/g)) {
      const vars = passed(m[2]!);
      if (!vars) continue;
      const line = text.slice(0, m.index).split('\n').length;
      calls.push({ where: `${path.relative(ROOT, file)}:${line}`, key: m[1]!, vars });
    }
  }

  it('finds the calls to check', () => expect(calls.length).toBeGreaterThan(20));

  it('no English text names a variable its call does not pass', () => {
    const problems: string[] = [];
    for (const { where, key, vars } of calls) {
      const texts = [...en.values()].map((ns) => ns.get(key)).filter((s): s is string => s !== undefined);
      if (texts.length === 0) continue;
      // The key may exist in several namespaces: it is fine when one of them fits the call.
      const fits = texts.some((s) => placeholders(s).every((p) => p === 'brand' || vars.has(p)));
      if (!fits)
        problems.push(`${where} ${key} passes {${[...vars].join(', ')}} but says ${texts.join(' | ')}`);
    }
    expect(problems).toEqual([]);
  });
});
