import { beforeAll, describe, expect, it } from 'vitest';
import { HTML_CACHE_HEADER } from '../../worker/render/html-cache-policy';
import { edgeFetch } from './edge-helpers';
import { seedContent } from './seed-content';

/**
 * The edge HTML cache under unkeyed request headers (issue 29 §7, web-cache poisoning): a first visitor
 * sends headers the cache key does not name — forwarded hosts and schemes, rewritten URLs, a language,
 * a country, cookies of every kind; the next, plain visitor must get exactly what a plain visitor gets
 * on a fresh host (nonces and host names aside), with none of the first visitor's values and no
 * Set-Cookie of theirs.
 */
const ON = { HTML_CACHE: 'on' };
const MARK = 'poison7q';
let hostSeq = 0;
const newHost = () => `p${Date.now().toString(36)}-${hostSeq++}.localhost`;

const UNKEYED: Record<string, string>[] = [
  { 'X-Forwarded-Host': `${MARK}.example` },
  { 'X-Host': `${MARK}.example`, 'X-Forwarded-Server': `${MARK}.example` },
  { 'X-Forwarded-Proto': 'http', 'X-Forwarded-Scheme': 'nothttps', 'X-Forwarded-Port': '1337' },
  { 'X-Original-URL': `/${MARK}`, 'X-Rewrite-URL': `/${MARK}` },
  { 'Accept-Language': 'ja,zh-CN;q=0.9' },
  { 'CF-IPCountry': 'CN' },
  { 'CF-IPCountry': 'DE', 'Accept-Language': 'de-DE' },
  { Cookie: `ref_url_first=https://${MARK}.example/; ref_url_last=https://${MARK}.example/x; flash=${MARK}` },
  { Cookie: `cookie_consent=${MARK}; i18next=ja; lang=ja` },
  { 'User-Agent': `Mozilla/5.0 ${MARK}`, Referer: `https://${MARK}.example/` },
  { 'X-Forwarded-For': '203.0.113.9', 'True-Client-IP': '203.0.113.9', 'CF-Connecting-IP': '203.0.113.9' },
];
const PAGES = ['/business', '/ja/business', '/business/products/ai-skin-diagnostic'];

/** The body with what legitimately differs between answers (nonces, host names) blanked. */
const normalised = (html: string, host: string) =>
  html
    .replaceAll(host, 'HOST')
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/'nonce-[^']*'/g, '');

describe('edge HTML cache under unkeyed headers', () => {
  beforeAll(async () => {
    await seedContent();
  });

  for (const path of PAGES) {
    it(`${path}: a plain visitor after a visitor with unkeyed headers gets the plain page`, async () => {
      const cleanHost = newHost();
      const baseline = await edgeFetch(path, { host: cleanHost, env: ON });
      expect(baseline.status).toBe(200);
      const plain = normalised(await baseline.text(), cleanHost);
      let hits = 0;
      for (const headers of UNKEYED) {
        const host = newHost();
        const first = await edgeFetch(path, { host, headers, env: ON });
        await first.arrayBuffer();
        const second = await edgeFetch(path, { host, env: ON });
        const label = `${path} after ${JSON.stringify(headers)}`;
        const text = await second.text();
        expect(second.status, label).toBe(200);
        expect(text, label).not.toContain(MARK);
        for (const line of second.headers.getSetCookie()) expect(line, label).not.toContain(MARK);
        if (second.headers.get(HTML_CACHE_HEADER) === 'HIT') {
          hits++;
          expect(normalised(text, host), label).toBe(plain);
        }
      }
      // Most of these visits are stored and served (cookies such as the attribution ones bypass).
      expect(hits).toBeGreaterThanOrEqual(UNKEYED.length - 3);
    });
  }
});
