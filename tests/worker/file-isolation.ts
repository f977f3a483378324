import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { onUnknownSection, reportUnknownSection } from '../../shared/unknown-sections';
import { nowMs, setClock } from '../../worker/origin/clock';

/** `caches.default`: the Workers Cache API's shared cache (the DOM types do not name it). */
const shared = () => (caches as unknown as { default: Cache }).default;
const EMPTY_DB = (env as unknown as { EMPTY_DB: D1Database }).EMPTY_DB;
const count = async (db: D1Database, sql: string) => (await db.prepare(sql).first<{ n: number }>())?.n;

/**
 * The test files share one workerd process (decision 0312); tests/worker/setup.ts gives each file what a
 * fresh process would. Two files run this: each finds nothing the other left — no table, no R2 object,
 * no Cache API entry, no moved clock, no module state — and then leaves all of those behind, so whichever runs second
 * fails if one file's state ever reaches the next.
 */
export function findsNothingThenLeavesEverything(file: string): void {
  it(`${file}: storage and module state start fresh, whatever the previous file left`, async () => {
    expect(await count(env.DB, "SELECT count(*) AS n FROM sqlite_master WHERE name = 'left_behind'")).toBe(0);
    expect(await count(env.DB, 'SELECT count(*) AS n FROM d1_migrations')).toBeGreaterThan(0);
    expect(await count(EMPTY_DB, 'SELECT count(*) AS n FROM sqlite_master')).toBe(0);
    expect(await env.UPLOADS.get('left-behind')).toBeNull();
    const named = await caches.open('left-behind');
    expect(await named.match('http://localhost/left-behind')).toBeUndefined();
    expect(await shared().match('http://localhost/left-behind')).toBeUndefined();
    expect(nowMs()).toBeGreaterThan(1_000);
    // A product module's own state (each unknown section kind is reported once per isolate): fresh.
    const reports: string[] = [];
    onUnknownSection((kind) => reports.push(kind));
    reportUnknownSection('left-behind');
    expect(reports).toEqual(['left-behind']);

    const cached = () => new Response(file, { headers: { 'cache-control': 'max-age=600' } });
    await env.DB.prepare('CREATE TABLE left_behind (file TEXT)').run();
    await EMPTY_DB.prepare('CREATE TABLE left_behind (file TEXT)').run();
    await env.UPLOADS.put('left-behind', file);
    await named.put('http://localhost/left-behind', cached());
    await shared().put('http://localhost/left-behind', cached());
    setClock(() => 5);
    // What was left is really there: the checks above would see it if it survived the file.
    expect(await count(env.DB, "SELECT count(*) AS n FROM sqlite_master WHERE name = 'left_behind'")).toBe(1);
    expect(await named.match('http://localhost/left-behind')).toBeDefined();
    expect(await shared().match('http://localhost/left-behind')).toBeDefined();
    expect(nowMs()).toBe(5);
  });
}
