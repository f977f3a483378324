import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const VNU_JAR: string = require('vnu-jar');

/**
 * Runs the Nu HTML checker once over several saved documents (file → the page it came from) and
 * returns its errors with each file named by its page; '' when there are none.
 */
export function vnuErrors(files: Map<string, string>): string {
  let output = '';
  try {
    execFileSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'text', ...files.keys()], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    output = `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
  for (const [file, page] of files) output = output.replaceAll(`file:${file}`, page);
  return output.trim();
}
