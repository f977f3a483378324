// Environment every script runs wrangler/vite with: no prompts, no telemetry, no lookup of
// the request.cf object over the network (these machines have none) — see docs/decisions/0002-toolchain.md.
export const quietEnv = {
  ...process.env,
  CI: process.env.CI ?? 'true',
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};
