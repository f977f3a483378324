import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserCallsTable } from '../../build/smb-calls-browser';
import { SMB_CONTRACTS } from '../../shared/smb/contracts';
import {
  findSmbCall,
  needsSameOrigin,
  SMB_CALLS,
  type SmbCall,
  smbCall,
  smbUrl,
} from '../../shared/smb/paths';
import { CACHE_TTL_SECONDS } from '../../worker/smb/cache-policy';

/**
 * The one table of /smb-frontend calls (shared/smb/paths.ts, decision 0269): its rows are whole, each
 * call has its zod contracts, the README's calls table is the table, and no code spells a path again.
 */

const ROOT = join(__dirname, '../..');

describe('the calls table', () => {
  it('names each call once, by a key of its family', () => {
    expect(new Set(SMB_CALLS.map((c) => c.key)).size).toBe(SMB_CALLS.length);
    expect(new Set(SMB_CALLS.map((c) => c.path)).size).toBe(SMB_CALLS.length);
    for (const c of SMB_CALLS) {
      expect(c.key.split('.')[0], c.key).toBe(c.family);
      expect(c.body === 'none', c.key).toBe(c.method === 'GET');
      expect(findSmbCall(c.path)).toBe(c);
      expect(smbCall(c.key)).toBe(c);
    }
    expect(smbUrl('support.querySupport', new URLSearchParams({ supportId: 'a' }))).toBe(
      '/smb-frontend/support/query-support.action?supportId=a',
    );
  });

  it('caches only anonymous, state-free GETs, each with a TTL', () => {
    for (const c of SMB_CALLS.filter((c) => c.cacheable)) {
      expect(c.method, c.key).toBe('GET');
      expect(c.changesState, c.key).toBeFalsy();
      expect(c.access, c.key).toBe('anyone');
      expect(CACHE_TTL_SECONDS[c.family], c.key).toBeGreaterThan(0);
    }
  });

  it('the colour report check changes state (the embedded origin records it): same-origin only', () => {
    const check = smbCall('support.checkColorReport');
    expect(check.changesState).toBe(true);
    expect(needsSameOrigin(check)).toBe(true);
  });
});

describe('the contracts of every call', () => {
  it('each key has an answer; POSTs a body, GETs none; the query schema reads the listed parameters', () => {
    expect(Object.keys(SMB_CONTRACTS).sort()).toEqual(SMB_CALLS.map((c) => c.key).sort());
    for (const c of SMB_CALLS) {
      const contract = SMB_CONTRACTS[c.key];
      expect(contract.answer, c.key).toBeDefined();
      expect(contract.body !== undefined, c.key).toBe(c.method === 'POST');
      const read = contract.query ? Object.keys(contract.query.shape).sort() : [];
      expect(read, c.key).toEqual([...(c.query ?? [])].sort());
    }
  });
});

/** The README's row of a call: the table is the source, the README shows it. */
function readmeRow(c: SmbCall): string {
  const cache = c.cacheable ? `${CACHE_TTL_SECONDS[c.family]} s` : '—';
  const path = `\`${c.path}\`${c.defined ? ' ¹' : ''}`;
  const site = needsSameOrigin(c) ? 'yes' : '—';
  return `| \`${c.key}\` | ${c.method} | ${path} | ${c.purpose} | ${c.access} | ${site} | ${cache} |`;
}
const README_HEADER = [
  '| key | method | path | purpose | who | this site only | edge cache |',
  '|---|---|---|---|---|---|---|',
];

describe("the README's calls table", () => {
  it('is the table, row by row (a mismatch prints the table to paste)', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n');
    const start = lines.indexOf(README_HEADER[0]!);
    const rows: string[] = [];
    for (let i = start; start >= 0 && i < lines.length && lines[i]!.startsWith('|'); i++)
      rows.push(lines[i]!);
    const expected = [...README_HEADER, ...SMB_CALLS.map(readmeRow)];
    expect(rows.join('\n'), `README.md's /smb-frontend table should read:\n${expected.join('\n')}\n`).toBe(
      expected.join('\n'),
    );
  });
});

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

describe('no path spelled twice', () => {
  it('client, worker and shared name calls by key: paths only in shared/smb/paths.ts', () => {
    const paths = SMB_CALLS.map((c) => c.path).filter((p) => p.endsWith('.action'));
    const found: string[] = [];
    for (const top of ['client', 'worker', 'shared']) {
      for (const file of sourceFiles(join(ROOT, top))) {
        const rel = file.slice(ROOT.length + 1);
        if (rel === 'shared/smb/paths.ts' || rel.startsWith('worker/origin/seed/')) continue;
        const text = readFileSync(file, 'utf8');
        for (const p of paths) if (text.includes(p)) found.push(`${rel}: ${p}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe("the browser's copy of the table (build/smb-calls-browser.ts)", () => {
  const source = readFileSync(join(ROOT, 'shared/smb/paths.ts'), 'utf8');

  it('keeps every key and path, drops the rest, and refuses a line it does not know', () => {
    const out = browserCallsTable(source);
    const table = out.slice(out.indexOf('const CALLS = ['), out.indexOf('] as const satisfies'));
    for (const c of SMB_CALLS) {
      expect(table).toContain(`key: '${c.key}',`);
      expect(table).toContain(`path: '${c.path}',`);
    }
    expect(table).not.toMatch(/\b(method|purpose|family|body|access|changesState|cacheable|defined|query):/);
    expect(out.slice(out.indexOf('] as const satisfies'))).toBe(
      source.slice(source.indexOf('] as const satisfies')),
    );
    expect(() =>
      browserCallsTable(source.replace("key: 'auth.auth',", "key: 'auth.auth',\n    weight: 3,")),
    ).toThrow(/does not know/);
  });

  it('client code reads the table only through smbUrl (and its types)', () => {
    const used: string[] = [];
    for (const file of sourceFiles(join(ROOT, 'client'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'[./]*shared\/smb\/paths'/g)) {
        if (m[1]) continue;
        for (const name of m[2]!
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)) {
          if (!name.startsWith('type ') && name !== 'smbUrl')
            used.push(`${file.slice(ROOT.length + 1)}: ${name}`);
        }
      }
    }
    expect(used).toEqual([]);
  });
});
