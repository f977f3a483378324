import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const VNU_JAR: string = require('vnu-jar');

/**
 * The Nu HTML checker (vnu-jar on a local JRE) over pages already fetched: one checker run for all of
 * them. Returns its error report with each temporary file named by its page path; '' means no errors.
 */
export function nuErrors(pages: ReadonlyMap<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  const files = new Map<string, string>();
  for (const [i, [page, html]] of [...pages].entries()) {
    const file = path.join(dir, `page-${i}.html`);
    writeFileSync(file, html);
    files.set(file, page);
  }
  try {
    execFileSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'text', ...files.keys()], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return '';
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    let output = `${e.stdout ?? ''}${e.stderr ?? ''}`;
    for (const [file, page] of files) output = output.replaceAll(file, page);
    return output;
  }
}
