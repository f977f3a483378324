import { CreatePartnerRequest } from '../../shared/smb/partner';
import { iso, now } from './clock';
import { rateLimit } from './rate-limit';
import { clientKey, fail, type OriginContext, parseJson } from './respond';
import { currentSession } from './session';

/** The /partner calls (spec 000 §7; shapes defined in shared/smb/partner.ts, decision 0035). */

type PartnerRow = { partner_id: string; status: 'SUBMITTED' | 'APPROVED' | 'REJECTED' };

/** GET `partner.checkPartner` — the signed-in account's standing; 401 when signed out. */
export async function checkPartner(c: OriginContext): Promise<Response> {
  const session = await currentSession(c);
  if (!session) return fail(c, 401, 'unauthenticated');
  const row = await c.env.DB.prepare('SELECT partner_id, status FROM partners WHERE account_id = ?')
    .bind(session.accountId)
    .first<PartnerRow>();
  return c.json({
    isPartner: row?.status === 'APPROVED',
    partnerStatus: row?.status ?? null,
    partnerId: row?.partner_id ?? null,
  });
}

/** POST `partner.createPartner` — one application per account (409 for a second). */
export async function createPartner(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, CreatePartnerRequest);
  if (!input.ok) return input.response;
  const session = await currentSession(c);
  if (!session) return fail(c, 401, 'unauthenticated');
  const limited = await rateLimit(c, 'support', clientKey(c));
  if (limited) return limited;
  const p = input.data;
  const partnerId = crypto.randomUUID();
  const result = await c.env.DB.prepare(
    `INSERT OR IGNORE INTO partners (partner_id, account_id, company_name, website_url, country, partner_type, description, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'SUBMITTED', ?)`,
  )
    .bind(
      partnerId,
      session.accountId,
      p.companyName,
      p.websiteUrl ?? null,
      p.country,
      p.partnerType,
      p.description ?? null,
      iso(now()),
    )
    .run();
  if (result.meta.changes !== 1) return fail(c, 409, 'partner_exists');
  return c.json({ partnerId, partnerStatus: 'SUBMITTED' });
}
