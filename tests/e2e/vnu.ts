import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const VNU_JAR: string = require('vnu-jar');
/**
 * A short-lived checker (decision 0312): the client compiler only (C1) and the serial collector halve
 * its CPU time per run (≈ 5.5 s → 2.5 s on 5–22 pages) with the same report; C1's larger frames need
 * the stack vnu asks for (it stops with a StackOverflowError below 512k).
 */
const JAVA_OPTIONS = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * Runs the Nu HTML checker (vnu-jar on a local JRE) once over several saved documents (file → the page
 * it came from) and returns its errors with each file named by its page; '' when there are none.
 */
function vnuErrors(files: Map<string, string>): string {
  let output = '';
  try {
    execFileSync(
      'java',
      [...JAVA_OPTIONS, '-jar', VNU_JAR, '--errors-only', '--format', 'text', ...files.keys()],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    output = `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
  for (const [file, page] of files) {
    output = output.replaceAll(`file:${file}`, page).replaceAll(file, page);
  }
  return output.trim();
}

/** The same over pages already fetched (page path → HTML), written to temporary files first. */
export function nuErrors(pages: ReadonlyMap<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  const files = new Map<string, string>();
  for (const [i, [page, html]] of [...pages].entries()) {
    const file = path.join(dir, `page-${i}.html`);
    writeFileSync(file, html);
    files.set(file, page);
  }
  return vnuErrors(files);
}
