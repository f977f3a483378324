// The D1 binding's back end under raw `workerd serve` (scripts/workerd/serve.mjs, decision 0340).
// workerd's own D1 client (the `cloudflare-internal:d1-api` wrapped binding) sends its statements
// over HTTP — POST /query or /execute, a JSON statement or array of them, `?resultsFormat=` — to
// the service it wraps. This worker answers them from a SQLite-backed Durable Object whose storage
// is the local D1 state `npm run db:setup` wrote (.wrangler/state/v3/d1, copied per run): the same
// files wrangler dev reads, opened by the same object id. Bench only: never deployed.
import { DurableObject } from 'cloudflare:workers';

export default {
  /** Every statement goes to the one database object (the id of the state's file). */
  fetch(request, env) {
    const ns = env.DATABASE;
    return ns.get(ns.idFromString(env.DATABASE_ID)).fetch(request);
  },
};

const blobIn = (v) => (Array.isArray(v) ? new Uint8Array(v).buffer : v);
const blobOut = (v) => (v instanceof ArrayBuffer ? [...new Uint8Array(v)] : v);

export class Database extends DurableObject {
  async fetch(request) {
    const url = new URL(request.url);
    if (request.method !== 'POST' || !/^\/(query|execute)$/.test(url.pathname)) {
      return new Response('not found', { status: 404 });
    }
    const body = await request.json();
    const statements = (Array.isArray(body) ? body : [body]).filter((s) => s.sql.trim());
    const format = url.searchParams.get('resultsFormat') ?? 'ARRAY_OF_OBJECTS';
    const sql = this.ctx.storage.sql;
    try {
      // One statement or a batch: one transaction, as D1 runs it.
      const results = this.ctx.storage.transactionSync(() =>
        statements.map(({ sql: text, params }) => {
          const started = performance.now();
          const cursor = sql.exec(text, ...(params ?? []).map(blobIn));
          const columns = cursor.columnNames;
          const rows = [...cursor.raw()].map((row) => row.map(blobOut));
          const [{ changes, last_row_id }] = [
            ...sql.exec('SELECT changes() AS changes, last_insert_rowid() AS last_row_id'),
          ];
          return {
            success: true,
            results:
              format === 'ROWS_AND_COLUMNS'
                ? { columns, rows }
                : format === 'NONE'
                  ? []
                  : rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]]))),
            meta: {
              served_by: 'bench-workerd',
              duration: performance.now() - started,
              changes: cursor.rowsWritten ? changes : 0,
              last_row_id,
              changed_db: cursor.rowsWritten > 0,
              size_after: sql.databaseSize,
              rows_read: cursor.rowsRead,
              rows_written: cursor.rowsWritten,
            },
          };
        }),
      );
      return Response.json(results);
    } catch (error) {
      return Response.json({ success: false, error: String(error?.message ?? error) }, { status: 500 });
    }
  }
}
