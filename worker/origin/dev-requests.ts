import type { Context } from 'hono';
import type {
  StoredPartnerRow as PartnerRowView,
  StoredSupportRow as SupportRowView,
} from '../../shared/contact/stored';
import { TAG_LISTS, type TagListName } from '../../shared/contact/tags';
import type { AppEnv } from '../app-env';
import { isLocalDevRequest, notFoundHere } from './local-only';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
const cell = (v: unknown) => `<td>${v === null || v === undefined ? '' : escapeHtml(String(v))}</td>`;

const TAG_ATTRS: Record<string, TagListName[]> = {
  focus: ['focus'],
  service: ['businessServices'],
  topic: ['businessTopics', 'consumerTopics'],
  app: ['consumerApps'],
};

/** attrs with tag ids named (`topic: 202 (demo)`), for people reading the page. */
function describeAttrs(json: string | null): string {
  if (!json) return '';
  try {
    const attrs = JSON.parse(json) as Record<string, string>;
    return Object.entries(attrs)
      .map(([k, v]) => {
        const tag = (TAG_ATTRS[k] ?? [])
          .flatMap((l) => TAG_LISTS[l] as readonly { id: number; value: string }[])
          .find((t) => String(t.id) === v);
        return `${k}: ${v}${tag ? ` (${tag.value})` : ''}`;
      })
      .join('; ');
  } catch {
    return json;
  }
}

/**
 * GET /dev/requests — the support requests and partner applications the embedded origin stored,
 * newest first, with every field (UTM, referring URLs, attrs, files), so a person can check a
 * submission locally. Only in development AND on a loopback host; elsewhere a 404. Also answers JSON
 * (`?format=json`) for the end-to-end tests. Plain escaped HTML, no scripts.
 */
export async function devRequests(c: Context<AppEnv>): Promise<Response> {
  if (!isLocalDevRequest(c)) return notFoundHere(c);
  const db = c.env.DB;
  const [support, partners] = await Promise.all([
    db
      .prepare(
        `SELECT r.support_id, r.support_type, r.first_name, r.last_name, r.business_name, r.product_type, r.email,
           r.number_of_employees, r.country, r.state, r.description, r.attrs, r.source_utm, r.ref_url_first,
           r.ref_url_last, r.is_subscribed, r.created_at,
           (SELECT group_concat(f.file_name || ' → ' || f.storage_key || ' (' || f.size || ' B)', '; ')
              FROM support_files f WHERE f.support_id = r.support_id) AS files
         FROM support_requests r ORDER BY r.id DESC LIMIT 200`,
      )
      .all<SupportRowView>(),
    db
      .prepare(
        `SELECT p.partner_id, a.email, p.company_name, p.website_url, p.country, p.partner_type, p.description,
           p.status, p.created_at
         FROM partners p JOIN accounts a ON a.id = p.account_id ORDER BY p.id DESC LIMIT 200`,
      )
      .all<PartnerRowView>(),
  ]);
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  if (c.req.query('format') === 'json') {
    return c.json({ support: support.results, partners: partners.results }, 200, headers);
  }
  const supportRows = support.results
    .map(
      (r) =>
        `<tr>${[
          r.created_at,
          r.support_type,
          `${r.first_name} ${r.last_name}`,
          r.email,
          r.business_name,
          r.product_type,
          r.number_of_employees,
          [r.country, r.state].filter(Boolean).join(' / '),
          r.description,
          describeAttrs(r.attrs),
          r.source_utm,
          r.ref_url_first,
          r.ref_url_last,
          r.is_subscribed ? 'yes' : 'no',
          r.files,
          r.support_id,
        ]
          .map(cell)
          .join('')}</tr>`,
    )
    .join('\n');
  const partnerRows = partners.results
    .map(
      (p) =>
        `<tr>${[
          p.created_at,
          p.email,
          p.company_name,
          p.website_url,
          p.country,
          p.partner_type,
          p.description,
          p.status,
          p.partner_id,
        ]
          .map(cell)
          .join('')}</tr>`,
    )
    .join('\n');
  const th = (names: string[]) => `<tr>${names.map((n) => `<th scope="col">${n}</th>`).join('')}</tr>`;
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Stored requests (local)</title></head><body><main><h1>Stored requests (local development)</h1>
<h2>Support and contact requests (${support.results.length})</h2>
<table><thead>${th(['created', 'type', 'name', 'e-mail', 'business', 'product', 'employees', 'country / state', 'description', 'attrs', 'sourceUtm', 'refUrlFirst', 'refUrlLast', 'subscribed', 'files', 'supportId'])}</thead><tbody>${supportRows}</tbody></table>
<h2>Partner applications (${partners.results.length})</h2>
<table><thead>${th(['created', 'account', 'company', 'website', 'country', 'type', 'description', 'status', 'partnerId'])}</thead><tbody>${partnerRows}</tbody></table>
<p>See also <a href="/dev/outbox">the outbox</a>.</p></main></body></html>`;
  return c.html(html, 200, headers);
}
