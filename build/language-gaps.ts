import fs from 'node:fs';
import path from 'node:path';
import { type LanguageRow, NAMESPACE_SCOPE, type Namespace, namespaceLangsOf } from '../shared/languages.ts';

/**
 * What a table of languages still lacks on disk (issue 42 §3): every other list of languages derives
 * from shared/languages.ts, so adding a row leaves only the files no code can derive — the locale files
 * of the namespaces its audiences read (NAMESPACE_SCOPE), each with every key of locales/en. Content
 * needs nothing: a language without its own CMS entries shows English (spec 001 §7 defaultEnu).
 * Returns one line per gap, empty when the language is complete; also names a duplicated key, prefix
 * or code, and an English namespace no scope covers.
 */
export function languageGaps(table: readonly LanguageRow[], root: string): string[] {
  const gaps: string[] = [];
  for (const field of ['key', 'prefix', 'htmlLang', 'code3'] as const) {
    const seen = new Set<string>();
    for (const row of table) {
      const v = row[field].toLowerCase();
      if (v === '' && field === 'prefix') continue;
      if (seen.has(v)) gaps.push(`shared/languages.ts: ${field} "${row[field]}" is used twice`);
      seen.add(v);
    }
  }
  for (const row of table)
    if (row.audiences.length === 0) gaps.push(`shared/languages.ts: ${row.key} names no audience`);

  const locales = path.join(root, 'locales');
  const namespaces = Object.keys(NAMESPACE_SCOPE) as Namespace[];
  for (const file of fs.readdirSync(path.join(locales, 'en'))) {
    const ns = file.replace(/\.json$/, '');
    if (file.endsWith('.json') && !(ns in NAMESPACE_SCOPE))
      gaps.push(`shared/languages.ts NAMESPACE_SCOPE: say who reads locales/en/${file}`);
  }
  for (const ns of namespaces) {
    const english = flattenLocale(readJson(path.join(locales, 'en', `${ns}.json`)));
    for (const lang of namespaceLangsOf(ns, table)) {
      if (lang === 'en') continue;
      const file = path.join(locales, lang, `${ns}.json`);
      const rel = path.relative(root, file);
      if (!fs.existsSync(file)) {
        gaps.push(`${rel}: missing (${english.size} keys of locales/en/${ns}.json to translate)`);
        continue;
      }
      const theirs = flattenLocale(readJson(file));
      const missing = [...english.keys()].filter((k) => !theirs.has(k));
      if (missing.length > 0)
        gaps.push(
          `${rel}: ${missing.length} keys of locales/en/${ns}.json missing (${missing.slice(0, 3).join(', ')}…)`,
        );
    }
  }
  return gaps;
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** A locale file's leaves by dotted key (`account.password.lead` → its text). */
export function flattenLocale(
  value: unknown,
  prefix = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flattenLocale(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value);
  return out;
}
