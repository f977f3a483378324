/**
 * Translations as words (content/README.md, decision 0266): a language's file holds only the strings
 * that differ from the English entry of the same path, keyed by a JSON pointer (RFC 6901) into it.
 * Applying them to a copy of the English entry gives the entry in that language: its shape, links,
 * kinds and numbers always come from English.
 */

/** A content file that does not fit: names the file and the field, then what is wrong. */
export class ContentError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`content/${file}${field ? ` ${field}` : ''}: ${problem}`);
    this.name = 'ContentError';
  }
}

export type Words = Readonly<Record<string, string>>;

function decode(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** `english` with each pointer's string replaced by its word; a pointer to anything but a string fails. */
export function applyWords<T>(english: T, words: Words, file: string): T {
  const out = structuredClone(english);
  for (const [pointer, word] of Object.entries(words)) {
    if (!pointer.startsWith('/'))
      throw new ContentError(file, pointer, 'a key must be a JSON pointer ("/title")');
    const parts = decode(pointer);
    let parent: unknown = out;
    for (const part of parts.slice(0, -1)) {
      parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[part] : undefined;
    }
    const last = parts.at(-1)!;
    const target =
      parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[last] : undefined;
    if (typeof target !== 'string') {
      throw new ContentError(
        file,
        pointer,
        'names no text of the English entry (translate only its strings)',
      );
    }
    (parent as Record<string, unknown>)[last] = word;
  }
  return out;
}
