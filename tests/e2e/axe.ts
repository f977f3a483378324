import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_PATH: string = require.resolve('axe-core/axe.min.js');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core (WCAG 2.x A/AA rules) in the page. The page's CSP forbids injected scripts, so the
 * calling context must be created with `bypassCSP: true` — a test-only browser setting, not a product one.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Measure settled states: a fade still running (floating buttons appearing after a throttled scroll
  // handler) would be judged at half opacity. Under reduced motion the site has no transitions, so any
  // change during the run is all-or-nothing; running ones are waited for (endless ones are not).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations;
  });
  await page.emulateMedia({ reducedMotion: null });
  return (violations as AxeViolation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
