#!/usr/bin/env node
// The requests of issue 44 (security round 3) against a running server, one line per answer:
//   npx node scripts/security-probe.mjs --base http://127.0.0.1:8831
// Serve a build first (`vite preview`, docs/security.md "Round 3"). It writes nothing but two
// forgot-password requests for the seeded demo account (the mails land in the local outbox).
import net from 'node:net';

const baseArg = process.argv.indexOf('--base');
const BASE = new URL(baseArg > 0 ? process.argv[baseArg + 1] : 'http://127.0.0.1:8831');
const rows = [];
const note = (item, request, answer) => rows.push(`${item}\t${request}\t${answer}`);

/** One HTTP/1.1 request written as given (fetch refuses these forms), the status line of the answer. */
function raw(lines) {
  return new Promise((resolve) => {
    const socket = net.connect(Number(BASE.port), BASE.hostname);
    let text = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (d) => {
      text += d;
    });
    socket.on('close', () => {
      const status = text.split('\r\n')[0] ?? '';
      const trace = /node:internal|at new URL|TypeError: Invalid URL/.test(text) ? ' + stack trace' : '';
      resolve(`${status.replace(/^HTTP\/1\.1 /, '') || '(no answer)'}${trace}`);
    });
    const [head, ...rest] = lines;
    socket.write(`${[head, 'Connection: close', ...rest].join('\r\n')}\r\n\r\n`);
  });
}

const cacheOf = async (path) => {
  const res = await fetch(new URL(path, BASE), { redirect: 'manual' });
  await res.body?.cancel();
  return `${res.status} ${res.headers.get('x-html-cache') ?? '-'}${res.headers.get('location') ? ` → ${res.headers.get('location')}` : ''}`;
};
const twice = async (path) => `${await cacheOf(path)}, then ${await cacheOf(path)}`;
const digits = () => String(Math.floor(1e8 + Math.random() * 9e8));

// F19: cache filling.
/** The path with one letter (a different one each run) percent-encoded: the same page, spelt anew. */
const respelt = (path) => {
  const letters = [...path.matchAll(/[a-z]/g)].map((m) => m.index);
  const i = letters[Math.floor(Math.random() * letters.length)];
  return `${path.slice(0, i)}%${path.charCodeAt(i).toString(16)}${path.slice(i + 1)}`;
};
const slashes = () => '/'.repeat(2 + Math.floor(Math.random() * 20));
for (const path of [
  `/business/blog/category/makeup?filter=${digits()}`,
  `/business/blog/1?filter=${digits()}`,
  respelt('/business/products/ai-skin-diagnostic'),
  respelt('/ja/business/blog/category/makeup'),
  `/business${slashes()}products/ai-skin-diagnostic`,
]) {
  note('F19', `GET ${path}`, await twice(path));
}

// F20: the local server's malformed requests.
const host = BASE.host;
note(
  'F20',
  'two Host headers (same value)',
  await raw(['GET /business HTTP/1.1', `Host: ${host}`, `Host: ${host}`]),
);
note(
  'F20',
  'GET http://localhost:abc/business',
  await raw(['GET http://localhost:abc/business HTTP/1.1', `Host: ${host}`]),
);
note(
  'F20',
  'GET //localhost:abc/business',
  await raw(['GET //localhost:abc/business HTTP/1.1', `Host: ${host}`]),
);
note('F20', 'Host: localhost:abc', await raw(['GET /business HTTP/1.1', 'Host: localhost:abc']));
note(
  'F20',
  'GET http://evil.example/business (absolute, another host)',
  await raw(['GET http://evil.example/business HTTP/1.1', `Host: ${host}`]),
);
note(
  'F20',
  `GET http://${host}/business (absolute, valid)`,
  await raw([`GET http://${host}/business HTTP/1.1`, `Host: ${host}`]),
);

// F21: the reset link's host when the request names another one. Vite's preview refuses host names
// outside its allowedHosts (403), but any IP address and any *.localhost pass it. The seeded demo
// account's reset mail is rate-limited (5 an hour): `npm run db:setup` forgets the counts.
const randomIp = () => `10.45.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const email = 'demo@example.com';
/** The reset mails to the demo account in the outbox, newest first. */
const resetMails = async () =>
  (await (await fetch(new URL('/dev/outbox', BASE))).text())
    .split('<article>')
    .filter((a) => a.includes(email) && a.includes('reset-password?code='));
for (const named of ['203.0.113.7', 'evil.localhost']) {
  const before = (await resetMails()).length;
  const body = JSON.stringify({ email });
  const status = await raw([
    'POST /smb-frontend/account/forgot-password.action HTTP/1.1',
    `Host: ${named}`,
    'Content-Type: application/json',
    'Sec-Fetch-Site: same-origin',
    `CF-Connecting-IP: ${randomIp()}`,
    `Content-Length: ${body.length}`,
    '',
    body,
  ]);
  // The mail is written after the answer (issue 29): wait for it, a bounded number of times.
  let link = '(no new mail)';
  for (let i = 0; i < 20 && link === '(no new mail)'; i++) {
    const mails = await resetMails();
    const m = mails.length > before && /(https?:\/\/[^/\s"<]+)\/\S*reset-password\?code=/.exec(mails[0]);
    if (m) link = m[1];
    else await new Promise((r) => setTimeout(r, 250));
  }
  note('F21', `forgot-password with Host: ${named}`, `${status}; the new reset link names: ${link}`);
}

// F26: sitemap children past the last.
for (const path of ['/sitemap-blog-10001.xml', '/sitemap-pages-99999.xml', '/sitemap-blog-1.xml']) {
  const res = await fetch(new URL(path, BASE));
  await res.body?.cancel();
  note('F26', `GET ${path}`, String(res.status));
}

console.log(rows.join('\n'));
