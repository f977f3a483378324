/**
 * The one report of a CMS section kind this build does not render (docs/architecture.md "Data for
 * pages", decision 0081): the contract check drops such sections (shared/smb/answers.ts), the renderer
 * skips them (client/components/sections/render.tsx); each kind is reported once per isolate or page.
 * The browser warns on its console; the worker installs its structured logger (worker/index.ts).
 */
type Reporter = (kind: string) => void;

const reported = new Set<string>();
let reporter: Reporter = (kind) => console.warn(`unknown CMS section type "${kind}": not rendered`);

/** Sends later reports to `report` instead of the console (the worker: its structured log). */
export function onUnknownSection(report: Reporter): void {
  reporter = report;
}

/** Reports an unknown section kind, once per kind. */
export function reportUnknownSection(kind: string): void {
  if (reported.has(kind)) return;
  reported.add(kind);
  reporter(kind);
}
