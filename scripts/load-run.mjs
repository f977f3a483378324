// `npm run bench -- --load` (issue 15 §10): a sustained load run against the production build in
// workerd — LOAD_CONNECTIONS (100) connections for LOAD_SECONDS (60) over a mix of pages and
// /smb-frontend calls. Passes only with 0 errors and 0 non-2xx answers; prints requests, p50, p99 and
// rewrites the load block of docs/security.md with the figures and the command.
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** Anonymous traffic as it arrives: pages in several languages, content calls, UTM variants. */
const PATHS = [
  '/business',
  '/ja/business',
  '/consumer',
  '/business/products/ai-skin-diagnostic',
  '/business/user/sign-in',
  '/smb-frontend/location',
  '/smb-frontend/course/list-courses.action?type=VIRTUAL_EVENT&languageType=enu',
  '/business?utm_source=load&utm_medium=test',
];

/** Runs the load against an already started server at `base`; answers the figures. */
export async function loadRun(base) {
  const started = Date.now();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: PATHS.map((path) => ({ method: 'GET', path })),
  });
  const figures = {
    connections: CONNECTIONS,
    seconds: SECONDS,
    answers: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    codes: Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(', '),
    elapsed: (Date.now() - started) / 1000,
  };
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  const line = `| ${new Date().toISOString().slice(0, 10)} | ${figures.connections} × ${figures.seconds} s | ${figures.answers} | ${figures.rps.toFixed(0)} | ${figures.p50} | ${figures.p99} | ${figures.max} | ${figures.errors} | ${figures.timeouts} | ${figures.non2xx} | ${figures.codes} |`;
  console.log(
    `\nload run (${machine}): ${figures.answers} answers, ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, errors ${figures.errors}, timeouts ${figures.timeouts}, non-2xx ${figures.non2xx} (${figures.codes})`,
  );
  const doc = 'docs/security.md';
  if (fs.existsSync(doc)) {
    const block = `<!-- load:start -->\n| date | load | answers | req/s | p50 ms | p99 ms | max ms | errors | timeouts | non-2xx | statuses |\n|---|---|---|---|---|---|---|---|---|---|---|\n${line}\n\nMachine: ${machine}. Paths: ${PATHS.map((p) => `\`${p}\``).join(', ')}.\n<!-- load:end -->`;
    const old = fs.readFileSync(doc, 'utf8');
    if (old.includes('<!-- load:start -->'))
      fs.writeFileSync(doc, old.replace(/<!-- load:start -->[\s\S]*<!-- load:end -->/, block));
  }
  return figures;
}
