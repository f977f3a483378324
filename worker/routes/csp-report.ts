import type { Context } from 'hono';
import { z } from 'zod';
import { rateLimitAddressKey } from '../../shared/client-address';
import type { AppEnv } from '../app-env';
import { log } from '../log';
import { rateLimit } from '../origin/rate-limit';
import { fail, type OriginContext } from '../origin/respond';
import { readBounded } from '../request-body';

/**
 * POST /csp-report — where browsers send Content-Security-Policy violations (decision 0285): the
 * Reporting API's `application/reports+json` (a list, `report-to csp`) and the older
 * `application/csp-report` (`report-uri`). Bounded (CSP_REPORT_MAX_BYTES), validated, rate limited per
 * address; each violation becomes one `csp_violation` log line whose addresses lose their query and
 * fragment (they may carry personal data: decision 0164). Always 204 once accepted.
 */
export const CSP_REPORT_PATH = '/csp-report';
/** A browser batches a few reports; each is well under 2 KiB without the policy text. */
export const CSP_REPORT_MAX_BYTES = 32 * 1024;
const MAX_REPORTS = 20;

const text = z.string().max(4096).optional();
const num = z.number().int().nonnegative().optional();

/** The Reporting API's csp-violation report (other types in the list are ignored). */
const ReportingApiReport = z.looseObject({
  type: z.string().max(64),
  url: text,
  body: z
    .looseObject({
      documentURL: text,
      blockedURL: text,
      effectiveDirective: text,
      disposition: text,
      sourceFile: text,
      lineNumber: num,
      columnNumber: num,
      statusCode: num,
    })
    .optional(),
});
const ReportingApiBody = z.array(ReportingApiReport).max(MAX_REPORTS);

/** The `report-uri` shape. */
const LegacyBody = z.object({
  'csp-report': z.looseObject({
    'document-uri': text,
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    disposition: text,
    'source-file': text,
    'line-number': num,
    'column-number': num,
    'status-code': num,
  }),
});

type Violation = {
  document?: string;
  blocked?: string;
  directive?: string;
  disposition?: string;
  source?: string;
  line?: number;
  column?: number;
};

/**
 * An address without its query and fragment; keywords a report uses instead of an address (`inline`,
 * `eval`, `self`, `data`, …) as they are; anything else unparseable as `other`.
 */
export function withoutQuery(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return value;
  if (/^[a-z-]{1,20}$/i.test(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'data:' || url.protocol === 'blob:') return url.protocol.slice(0, -1);
    return `${url.origin}${url.pathname}`.slice(0, 300);
  } catch {
    return 'other';
  }
}

function violations(type: string, json: unknown): Violation[] | null {
  if (type === 'application/reports+json') {
    const parsed = ReportingApiBody.safeParse(json);
    if (!parsed.success) return null;
    return parsed.data
      .filter((r) => r.type === 'csp-violation' && r.body)
      .map(({ body: b }) => ({
        document: b?.documentURL,
        blocked: b?.blockedURL,
        directive: b?.effectiveDirective,
        disposition: b?.disposition,
        source: b?.sourceFile,
        line: b?.lineNumber,
        column: b?.columnNumber,
      }));
  }
  const parsed = LegacyBody.safeParse(json);
  if (!parsed.success) return null;
  const r = parsed.data['csp-report'];
  return [
    {
      document: r['document-uri'],
      blocked: r['blocked-uri'],
      directive: r['effective-directive'] ?? r['violated-directive']?.split(' ')[0],
      disposition: r.disposition,
      source: r['source-file'],
      line: r['line-number'],
      column: r['column-number'],
    },
  ];
}

export async function cspReport(c: Context<AppEnv>): Promise<Response> {
  const oc = c as unknown as OriginContext;
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/reports+json' && type !== 'application/csp-report') {
    return fail(oc, 415, 'unsupported_media_type', 'application/reports+json or application/csp-report');
  }
  const body = await readBounded(c.req.raw, CSP_REPORT_MAX_BYTES);
  if (body === 'too_large') return fail(oc, 413, 'payload_too_large');
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return fail(oc, 400, 'malformed_json');
  }
  const found = violations(type, json);
  if (!found) return fail(oc, 400, 'bad_request', 'not a CSP report');
  const limited = await rateLimit(oc, 'cspReport', rateLimitAddressKey(c.req.header('cf-connecting-ip')));
  if (limited) return limited;
  for (const v of found) {
    log('warn', 'csp_violation', {
      directive: v.directive?.slice(0, 64),
      disposition: v.disposition?.slice(0, 16),
      document: withoutQuery(v.document),
      blocked: withoutQuery(v.blocked),
      source: withoutQuery(v.source),
      line: v.line,
      column: v.column,
    });
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
