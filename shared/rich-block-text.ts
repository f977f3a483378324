import type { RichBlock } from './smb/content';

// Zod-free (decision 0056): the browser reads block words without the contracts module.
/** The words of one rich block (a list's items joined by `sep`): search, reading time, keys. */
export function richBlockText(b: RichBlock, sep = ' '): string {
  if (b.type === 'list') return b.items.join(sep);
  if (b.type === 'quote' && b.cite) return `${b.text} ${b.cite}`;
  return b.text;
}
