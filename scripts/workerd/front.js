// The asset layer in front of the worker under raw `workerd serve` (scripts/workerd/serve.mjs): a
// GET or HEAD for a path with a file extension is answered from the client build when the file is
// there (as Cloudflare's static assets answer before the worker, run_worker_first: false); anything
// else goes to the worker. Bench only: never deployed.
const TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  txt: 'text/plain; charset=utf-8',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
};

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const ext = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
    if (ext && (request.method === 'GET' || request.method === 'HEAD')) {
      const file = await env.DISK.fetch(new Request(url.origin + url.pathname, { method: request.method }));
      if (file.status === 200) {
        const headers = new Headers({ 'content-type': TYPES[ext] ?? 'application/octet-stream' });
        headers.set(
          'cache-control',
          url.pathname.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
        return new Response(file.body, { status: 200, headers });
      }
      await file.body?.cancel();
    }
    return env.APP.fetch(request);
  },
};
