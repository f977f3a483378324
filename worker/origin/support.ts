import { REPLY_PROMISE_KEY } from '../../shared/contact/promise';
import {
  CheckSupportEmailRequest,
  COLOR_REPORT_PRODUCT,
  CreateRequestQuery,
  CreateSupportRequest,
  SUPPORT_UPLOAD_LIMITS,
  SupportCheckEmailRequest,
  type SupportFields,
  SupportFieldsSchema,
  SupportIdQuery,
  type SupportUploadType,
  supportFieldsFromParts,
  UpdateSupportQuery,
} from '../../shared/smb/support';
import { i18nFor } from '../i18n';
import { iso, now } from './clock';
import { fileProblem } from './file-structure';
import { boundaryOf, MultipartError, readMultipart } from './multipart';
import { mails, queueMail } from './outbox';
import { isOverLimit, rateLimit, tooMany } from './rate-limit';
import { brandOf, clientKey, fail, type OriginContext, parseJson, parseQuery, validate } from './respond';
import { emailExists } from './store';

/** The /support calls of spec 000 §7 (decision 0036). */

async function storedByKey(c: OriginContext, requestKey: string): Promise<Response | null> {
  const row = await c.env.DB.prepare(
    'SELECT r.support_id, (SELECT COUNT(*) FROM support_files f WHERE f.support_id = r.support_id) AS files FROM support_requests r WHERE r.request_key = ?',
  )
    .bind(requestKey)
    .first<{ support_id: string; files: number }>();
  return row ? c.json({ status: 'success', supportId: row.support_id, files: row.files }) : null;
}

/** A stored upload: its R2 key, the row's fields, and where it stood in the form (files[n]). */
type StoredUpload = { key: string; type: SupportUploadType; fileName: string; size: number; index: number };

/** Text parts are short form fields: 10,000 characters of up to 4 UTF-8 bytes each. */
const MAX_TEXT_CHARS = 10_000;
const MAX_TEXT_PART_BYTES = MAX_TEXT_CHARS * 4;

/** An answer decided while reading the parts (thrown out of the reader, which then stops). */
class Refusal extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

const removeAll = (c: OriginContext, stored: StoredUpload[]) =>
  Promise.all(stored.map((s) => c.env.UPLOADS.delete(s.key).catch(() => {})));

/**
 * POST `support.createRequest` — JSON, or multipart with support.-prefixed fields and files[n].
 * Multipart (decision 0219): the rate limit and the declared size are checked before a byte is read;
 * the body is then read as a stream with a running count, each file stored in R2 as soon as its part
 * ends; any refusal (size, type, fields, rate) removes what was stored, so no object or row is left.
 */
export async function createRequest(c: OriginContext): Promise<Response> {
  const key = parseQuery(c, CreateRequestQuery);
  if (!key.ok) return key.response;
  const requestKey = key.data.requestKey ?? null;
  if (requestKey) {
    const earlier = await storedByKey(c, requestKey);
    if (earlier) return earlier;
  }
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const supportId = crypto.randomUUID();
  let fields: SupportFields;
  let stored: StoredUpload[] = [];
  if (type.startsWith('multipart/form-data')) {
    const parsed = await readUploads(c, supportId);
    if (parsed instanceof Response) return parsed;
    fields = parsed.fields;
    stored = parsed.stored;
  } else {
    const input = await parseJson(c, CreateSupportRequest);
    if (!input.ok) return input.response;
    fields = input.data.support;
  }
  const limited = await rateLimit(c, 'support', clientKey(c));
  if (limited) {
    await removeAll(c, stored);
    return limited;
  }

  const db = c.env.DB;
  const created = iso(now());
  // The mail is English (decision 0034); its reply promise is the contact pages' own string.
  const brand = brandOf(c);
  const promise = (await i18nFor(c.env, 'en', brand)).t(REPLY_PROMISE_KEY);
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO support_requests (support_id, support_type, first_name, last_name, business_name, product_type, email,
             number_of_employees, country, state, description, attrs, source_utm, ref_url_first, ref_url_last,
             is_subscribed, status, report_status, created_at, request_key)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'RECEIVED', ?, ?, ?)`,
        )
        .bind(
          supportId,
          fields.supportType,
          fields.firstName,
          fields.lastName,
          fields.businessName ?? null,
          fields.productType ?? null,
          fields.email,
          fields.numberOfEmployees ?? null,
          fields.country ?? null,
          fields.state,
          fields.description ?? null,
          fields.attrs ? JSON.stringify(fields.attrs) : null,
          fields.sourceUtm && Object.keys(fields.sourceUtm).length ? JSON.stringify(fields.sourceUtm) : null,
          fields.refUrlFirst ?? null,
          fields.refUrlLast ?? null,
          fields.isSubscribed ? 1 : 0,
          fields.productType === COLOR_REPORT_PRODUCT ? 'PENDING' : 'NONE',
          created,
          requestKey,
        ),
      ...stored.map((s) =>
        db
          .prepare(
            'INSERT INTO support_files (support_id, storage_key, file_name, content_type, size) VALUES (?, ?, ?, ?, ?)',
          )
          .bind(supportId, s.key, s.fileName, s.type, s.size),
      ),
      queueMail(db, mails.supportReceived(brand, fields.email, supportId, promise)),
    ]);
  } catch (err) {
    // Don't leave orphaned files behind when the rows could not be written.
    await removeAll(c, stored);
    // Two presses raced past the lookup: the unique key let one in; answer that one.
    const earlier = requestKey ? await storedByKey(c, requestKey) : null;
    if (earlier) return earlier;
    throw err;
  }
  return c.json({ status: 'success', supportId, files: stored.length });
}

/** Reads a multipart request part by part, storing files as they end (see createRequest). */
async function readUploads(
  c: OriginContext,
  supportId: string,
): Promise<{ fields: SupportFields; stored: StoredUpload[] } | Response> {
  const L = SUPPORT_UPLOAD_LIMITS;
  const body = c.req.raw.body;
  const refuse = async (response: Response) => {
    await body?.cancel().catch(() => {});
    return response;
  };
  // Before reading: an address over its limit, or a body declared too large, costs nothing more.
  if (await isOverLimit(c, 'support', clientKey(c))) return refuse(tooMany(c, 'support'));
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > L.maxBodyBytes)
    return refuse(fail(c, 413, 'payload_too_large'));
  const boundary = boundaryOf(c.req.header('content-type'));
  if (!boundary) return refuse(fail(c, 400, 'malformed_multipart'));

  const texts: [string, string][] = [];
  const stored: StoredUpload[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    await readMultipart(
      body,
      boundary,
      {
        maxBodyBytes: L.maxBodyBytes,
        maxPartBytes: (head) => (head.filename === null ? MAX_TEXT_PART_BYTES : L.maxFileBytes),
      },
      async (part) => {
        const name = part.name;
        const fileIndex = /^files\[(\d{1,2})\]$/.exec(name);
        if (part.filename === null) {
          if (fileIndex) throw new Refusal(fail(c, 400, 'bad_request', `${name} must be a file`));
          let value: string;
          try {
            value = decoder.decode(part.bytes);
          } catch {
            throw new Refusal(fail(c, 400, 'bad_request', `${name} is not UTF-8 text`));
          }
          if (value.length > MAX_TEXT_CHARS)
            throw new Refusal(fail(c, 413, 'payload_too_large', `${name} is too long`));
          texts.push([name, value]);
          return;
        }
        if (!fileIndex) throw new Refusal(fail(c, 400, 'bad_request', `unexpected file part ${name}`));
        if (stored.length >= L.maxFiles)
          throw new Refusal(fail(c, 413, 'too_many_files', `at most ${L.maxFiles} files`));
        const type = part.type.split(';')[0]?.trim() ?? '';
        if (!(type in L.types))
          throw new Refusal(fail(c, 415, 'unsupported_file_type', `${name}: png, jpeg, webp or pdf`));
        // The declared type must match the bytes, to the file's end (issue 29: no polyglots).
        const problem = fileProblem(type as SupportUploadType, part.bytes);
        if (problem)
          throw new Refusal(
            fail(c, 415, 'unsupported_file_type', `${name} is not a well-formed ${type}: ${problem}`),
          );
        // Generated storage names: nothing of the visitor's file name reaches the key.
        const upload: StoredUpload = {
          key: `support/${supportId}/${crypto.randomUUID()}.${L.types[type as SupportUploadType]}`,
          type: type as SupportUploadType,
          fileName: part.filename.slice(0, 200),
          size: part.bytes.byteLength,
          index: Number(fileIndex[1]),
        };
        stored.push(upload); // before the put: a failed put is cleaned up too
        await c.env.UPLOADS.put(upload.key, part.bytes, { httpMetadata: { contentType: upload.type } });
      },
    );
  } catch (err) {
    await removeAll(c, stored);
    if (err instanceof Refusal) return refuse(err.response);
    if (err instanceof MultipartError) {
      if (err.reason === 'too_large') return fail(c, 413, 'payload_too_large');
      if (err.reason === 'part_too_large') {
        return /^files\[/.test(err.part ?? '')
          ? fail(c, 413, 'file_too_large', `${err.part} is larger than ${L.maxFileBytes} bytes`)
          : fail(c, 413, 'payload_too_large', `${err.part} is too long`);
      }
      return fail(c, 400, 'malformed_multipart');
    }
    throw err;
  }
  const { fields, unknown } = supportFieldsFromParts(texts);
  if (unknown.length) {
    await removeAll(c, stored);
    return fail(c, 400, 'bad_request', 'unknown fields', {
      issues: unknown.slice(0, 20).map((u) => ({ path: u, message: 'unknown field' })),
    });
  }
  const valid = validate(c, SupportFieldsSchema, fields);
  if (!valid.ok) {
    await removeAll(c, stored);
    return valid.response;
  }
  return { fields: valid.data, stored: stored.sort((a, b) => a.index - b.index) };
}

/** POST `support.checkEmail` — is there an account with this e-mail (spec 000 §5)? */
export async function supportCheckEmail(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, SupportCheckEmailRequest);
  if (!input.ok) return input.response;
  const limited = await rateLimit(c, 'lookup', clientKey(c));
  if (limited) return limited;
  return c.json({ email: input.data.email, isExisting: await emailExists(c.env.DB, input.data.email) });
}

/** POST `support.checkSupportEmail` — has this e-mail already sent a request of this type? */
export async function checkSupportEmail(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, CheckSupportEmailRequest);
  if (!input.ok) return input.response;
  const limited = await rateLimit(c, 'lookup', clientKey(c));
  if (limited) return limited;
  const { email, supportType } = input.data;
  const row = await c.env.DB.prepare(
    'SELECT 1 AS x FROM support_requests WHERE email = ? AND support_type = ? LIMIT 1',
  )
    .bind(email, supportType)
    .first();
  return c.json({ email, supportType, isExisting: row !== null });
}

type SupportRow = {
  support_id: string;
  support_type: string;
  product_type: string | null;
  status: string;
  report_status: string;
  is_subscribed: number;
  created_at: string;
};

async function supportRow(c: OriginContext, supportId: string): Promise<SupportRow | null> {
  return c.env.DB.prepare(
    'SELECT support_id, support_type, product_type, status, report_status, is_subscribed, created_at FROM support_requests WHERE support_id = ?',
  )
    .bind(supportId)
    .first<SupportRow>();
}

/** GET `support.querySupport`?supportId — the public summary (no personal data: the id is the only key). */
export async function querySupport(c: OriginContext): Promise<Response> {
  const input = parseQuery(c, SupportIdQuery);
  if (!input.ok) return input.response;
  const row = await supportRow(c, input.data.supportId);
  if (!row) return fail(c, 404, 'not_found');
  return c.json({
    supportId: row.support_id,
    supportType: row.support_type,
    productType: row.product_type,
    status: row.status,
    isSubscribed: row.is_subscribed === 1,
    createdTime: row.created_at,
  });
}

/** GET `support.checkColorReport`?supportId */
export async function checkColorReport(c: OriginContext): Promise<Response> {
  const input = parseQuery(c, SupportIdQuery);
  if (!input.ok) return input.response;
  const row = await supportRow(c, input.data.supportId);
  if (!row) return fail(c, 404, 'not_found');
  // Decision 0122: the embedded origin's report is the latest published colour trend report, so it is
  // "prepared" by the first check — that check still answers PENDING, every later one READY.
  if (row.report_status === 'PENDING') {
    await c.env.DB.prepare(
      "UPDATE support_requests SET report_status = 'READY' WHERE support_id = ? AND report_status = 'PENDING'",
    )
      .bind(row.support_id)
      .run();
  }
  return c.json({
    supportId: row.support_id,
    isColorReport: row.product_type === COLOR_REPORT_PRODUCT,
    reportStatus: row.report_status,
  });
}

/** GET `support.updateSupport`?supportId&isSubscribed — state change by GET (same-origin only, proxy). */
export async function updateSupport(c: OriginContext): Promise<Response> {
  const input = parseQuery(c, UpdateSupportQuery);
  if (!input.ok) return input.response;
  const { supportId, isSubscribed } = input.data;
  const result = await c.env.DB.prepare('UPDATE support_requests SET is_subscribed = ? WHERE support_id = ?')
    .bind(isSubscribed ? 1 : 0, supportId)
    .run();
  if (result.meta.changes !== 1) return fail(c, 404, 'not_found');
  return c.json({ supportId, isSubscribed });
}
