import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { isLocalDevRequest, notFoundHere } from './local-only';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

type OutboxRow = {
  id: number;
  to_email: string;
  kind: string;
  subject: string;
  body: string;
  created_at: string;
};

/**
 * GET /dev/outbox — the e-mails the embedded origin "sent", newest first, so a person can finish
 * every flow locally (codes, links). Only in development AND on a loopback host; elsewhere a 404, as
 * if it didn't exist. Plain escaped HTML, no scripts.
 */
export async function devOutbox(c: Context<AppEnv>): Promise<Response> {
  if (!isLocalDevRequest(c)) return notFoundHere(c);
  const { results } = await c.env.DB.prepare(
    'SELECT id, to_email, kind, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT 200',
  ).all<OutboxRow>();
  const items = results
    .map((m) => {
      // Links in the body become clickable; everything is escaped first.
      const body = escapeHtml(m.body).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);
      return `<article><h2>${escapeHtml(m.subject)}</h2><p><small>#${m.id} · ${escapeHtml(m.kind)} · to ${escapeHtml(m.to_email)} · ${escapeHtml(m.created_at)}</small></p><pre>${body}</pre></article>`;
    })
    .join('\n');
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Outbox (local)</title></head><body><main><h1>Outbox (local development)</h1><p>${results.length} message(s). Nothing here was sent.</p>${items || '<p>Empty.</p>'}</main></body></html>`;
  return c.html(html, 200, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
}
