import type { Plugin } from 'vite';

/**
 * The browser's copy of the calls table (decision 0269). shared/smb/paths.ts is the one table of
 * /smb-frontend calls; the browser needs only each row's key and path (`smbUrl`). In the client
 * environment the rows' other fields — method, purpose, family, body, access, flags, query — are
 * dropped, about 1 KB of the entry chunk's gzip. A row line that is neither kept
 * nor dropped (a new field, a value Biome wrapped onto its own line) fails the build, loudly; client
 * code reads the table only through `smbUrl` (tests/unit/smb-calls.test.ts).
 */
export const CALLS_TABLE = /shared[\\/]smb[\\/]paths\.ts$/;
const KEEP = /^\s+(key|path): .*,$/;
const DROP = /^\s+(method|purpose|family|body|access|changesState|cacheable|defined|query): .*,$/;
const FRAME = /^\s*(\{|\},|\/\/.*)?\s*$/;

/** The table's source with the browser's fields only; throws on a row line it does not know. */
export function browserCallsTable(source: string): string {
  const start = source.indexOf('const CALLS = [\n');
  const end = source.indexOf('] as const satisfies', start);
  if (start < 0 || end < 0) throw new Error('smb-calls-browser: the CALLS table was not found');
  const head = 'const CALLS = [\n'.length;
  const rows = source
    .slice(start + head, end)
    .split('\n')
    .map((line) => {
      if (DROP.test(line)) return '';
      if (KEEP.test(line) || FRAME.test(line)) return line;
      throw new Error(`smb-calls-browser: a line of the calls table it does not know: ${line.trim()}`);
    });
  return source.slice(0, start + head) + rows.join('\n') + source.slice(end);
}

/** The Vite plugin: the client environment's shared/smb/paths.ts, rewritten before TypeScript is stripped. */
export function browserCallsTablePlugin(): Plugin {
  return {
    name: 'smb-calls-browser',
    enforce: 'pre',
    transform(code, id) {
      if (this.environment?.name !== 'client' || !CALLS_TABLE.test(id.split('?')[0]!)) return null;
      return { code: browserCallsTable(code), map: null };
    },
  };
}
