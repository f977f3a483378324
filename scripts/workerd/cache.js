// The Cache API's store under raw `workerd serve` (scripts/workerd/serve.mjs, decision 0340): workerd
// sends each `cache.match` as a GET of the key, each `cache.put` as a PUT whose body is the whole
// HTTP response (status line, headers, body) and each `cache.delete` as a PURGE, naming an opened
// cache in `cf-cache-namespace`; a miss answers `cf-cache-status: MISS`. Entries live in this
// isolate's memory for their Cache-Control lifetime (s-maxage, else max-age), as the edge cache
// keeps them for wrangler dev (miniflare's cache). Bench only: never deployed.
const entries = new Map();
const miss = () => new Response(null, { status: 504, headers: { 'cf-cache-status': 'MISS' } });
const CRLF2 = [13, 10, 13, 10];

function lifetimeSeconds(cacheControl) {
  if (/\b(no-store|private)\b/i.test(cacheControl)) return 0;
  const m = /\bs-maxage=(\d+)/i.exec(cacheControl) ?? /\bmax-age=(\d+)/i.exec(cacheControl);
  return m ? Number(m[1]) : 0;
}

/** A serialized HTTP response: status, headers and the body bytes after the blank line. */
function parseResponse(bytes) {
  let end = -1;
  for (let i = 0; i + 3 < bytes.length; i++) {
    if (CRLF2.every((b, k) => bytes[i + k] === b)) {
      end = i;
      break;
    }
  }
  if (end === -1) throw new Error('no blank line in the stored response');
  const [statusLine, ...lines] = new TextDecoder().decode(bytes.subarray(0, end)).split('\r\n');
  const status = Number(/^HTTP\/\d(?:\.\d)? (\d+)/.exec(statusLine)?.[1]);
  const headers = lines.map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]);
  return { status, headers, body: bytes.slice(end + 4) };
}

export default {
  async fetch(request) {
    const key = `${request.headers.get('cf-cache-namespace') ?? ''} ${request.url}`;
    if (request.method === 'PUT') {
      const stored = parseResponse(new Uint8Array(await request.arrayBuffer()));
      const seconds = lifetimeSeconds(new Headers(stored.headers).get('cache-control') ?? '');
      if (!seconds) return new Response(null, { status: 413 });
      entries.set(key, { ...stored, expires: Date.now() + seconds * 1000 });
      return new Response(null, { status: 204 });
    }
    if (request.method === 'PURGE') {
      return new Response(null, { status: entries.delete(key) ? 200 : 404 });
    }
    const entry = entries.get(key);
    if (!entry || entry.expires <= Date.now()) {
      entries.delete(key);
      return miss();
    }
    const headers = new Headers(entry.headers);
    headers.set('cf-cache-status', 'HIT');
    return new Response(request.method === 'HEAD' ? null : entry.body, { status: entry.status, headers });
  },
};
