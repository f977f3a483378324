import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Structured logs (decision 0164): one JSON object per line, so Workers Logs can filter by field.
 * `log()` adds the current request's id to every event it writes inside a request; the request
 * middleware (`requestLog`) writes at most one `request` line per request with its route id, status,
 * duration, cache status and the worst upstream status.
 *
 * Never pass personal data (e-mail, names, addresses, IPs, cookies, query strings) or secrets as
 * fields: events carry ids, paths of the route table, statuses and error names.
 */

export type LogLevel = 'info' | 'warn' | 'error';
export type LogValue = string | number | boolean | null | undefined;
export type LogFields = Record<string, LogValue>;

/** What one request gathers for its log line while it runs. */
type RequestScope = {
  requestId: string;
  route?: string;
  upstreamStatus?: number;
  upstreamCalls: number;
  /** /smb-frontend calls made in-process by the page's loaders (issue 30 bench: calls per request). */
  smbCalls: number;
};

const scope = new AsyncLocalStorage<RequestScope>();

/** The longest error message kept: enough to recognise, too short to carry a payload. */
const MAX_ERROR_MESSAGE = 200;

/** An error as log fields: its name and a shortened message (never the stack or a cause's payload). */
export function errorFields(err: unknown): LogFields {
  if (err instanceof Error) {
    return { error: err.name, error_message: err.message.slice(0, MAX_ERROR_MESSAGE) };
  }
  return { error: typeof err, error_message: String(err).slice(0, MAX_ERROR_MESSAGE) };
}

/** A path or call without its query string (`/a/b?x=1` → `/a/b`): what a log field may carry. */
export function withoutQuery(pathOrUrl: string): string {
  const cut = pathOrUrl.search(/[?#]/);
  return cut === -1 ? pathOrUrl : pathOrUrl.slice(0, cut);
}

/** Writes one event as a JSON line; inside a request it carries the request id. */
export function log(level: LogLevel, event: string, fields: LogFields = {}): void {
  const current = scope.getStore();
  const line = JSON.stringify({
    level,
    event,
    ...(current ? { request_id: current.requestId } : {}),
    ...fields,
  });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** The request id: Cloudflare's ray id when present (it ties our line to Cloudflare's), else a new one. */
export function requestIdOf(request: Request): string {
  const ray = request.headers.get('cf-ray');
  return ray && /^[A-Za-z0-9-]{1,64}$/.test(ray) ? ray : crypto.randomUUID();
}

/** Runs `fn` as one request: events inside carry its id; returns what `fn` returns. */
export function withRequestScope<T>(requestId: string, fn: () => T): T {
  return scope.run({ requestId, upstreamCalls: 0, smbCalls: 0 }, fn);
}

/** The route-table id (or the fixed route) the current request resolved to. */
export function noteRoute(route: string): void {
  const current = scope.getStore();
  if (current) current.route = route;
}

/** An answer of the vendor's upstream (or the embedded origin) inside the current request. */
export function noteUpstream(status: number): void {
  const current = scope.getStore();
  if (!current) return;
  current.upstreamCalls += 1;
  current.upstreamStatus = Math.max(current.upstreamStatus ?? 0, status);
}

/** An in-process /smb-frontend call of the current request (worker/smb/client.ts smbFetch). */
export function noteSmbCall(): void {
  const current = scope.getStore();
  if (current) current.smbCalls += 1;
}

/** The current request's gathered facts (for the request line). */
export function currentScope(): Readonly<RequestScope> | undefined {
  return scope.getStore();
}
