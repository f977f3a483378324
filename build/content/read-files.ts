/** Node only: reads content/ into the map contentSources() takes (the worker tests use import.meta.glob). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentFiles } from './sources.ts';
import { ContentError } from './words.ts';

export const CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');

export function readContentFiles(dir: string = CONTENT_DIR): ContentFiles {
  const out: Record<string, unknown> = {};
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  for (const name of names) {
    try {
      out[name] = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
    } catch (e) {
      throw new ContentError(name, '', `not valid JSON (${(e as Error).message})`);
    }
  }
  return out;
}
