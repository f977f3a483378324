import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

const require = createRequire(import.meta.url);
const VNU_JAR: string = require('vnu-jar');

/** The Nu HTML checker (vnu-jar, run on a local JRE) reports 0 errors on every page that exists. */
const PAGES = [
  '/business',
  '/consumer',
  '/ja/business',
  '/pt/consumer',
  '/zh-tw/consumer',
  '/business/missing',
];

for (const path of PAGES) {
  test(`Nu HTML checker: ${path}`, async ({ request }) => {
    const res = await request.get(path);
    const html = await res.text();
    let output = '';
    try {
      execFileSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'text', '-'], {
        input: html,
        encoding: 'utf8',
        stdio: ['pipe', 'pipe', 'pipe'],
      });
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string };
      output = `${e.stdout ?? ''}${e.stderr ?? ''}`;
    }
    expect(output.trim(), `vnu errors for ${path}`).toBe('');
  });
}
