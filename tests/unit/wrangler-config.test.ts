import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { ConfigError, parseConfig, SECRET_FIELDS, VAR_FIELDS } from '../../worker/config';

/**
 * wrangler.jsonc against the worker's one schema (decisions 0160–0166), without building: every var in
 * every environment, no secret among the vars, production only on its own hosts, the Cron Trigger
 * everywhere. `npm run deploy:check` then checks the built dry runs.
 */
const CONFIG_PATH = path.resolve(import.meta.dirname, '../../wrangler.jsonc');
const ENVIRONMENTS = [undefined, 'staging', 'production'] as const;
const read = (env: (typeof ENVIRONMENTS)[number]) => unstable_readConfig({ config: CONFIG_PATH, env });

describe('wrangler.jsonc declares what the worker reads', () => {
  it.each(ENVIRONMENTS)('%s: every var of the schema, no secret, the Cron Trigger', (env) => {
    const config = read(env);
    expect(Object.keys(config.vars).sort()).toEqual([...VAR_FIELDS].sort());
    for (const secret of SECRET_FIELDS) expect(config.vars).not.toHaveProperty(secret);
    expect(config.triggers.crons).toEqual(['17 * * * *']);
    expect(config.d1_databases[0]?.binding).toBe('DB');
    expect(config.r2_buckets[0]?.binding).toBe('UPLOADS');
  });

  it('each environment names its own ENVIRONMENT, database and bucket', () => {
    const names = ENVIRONMENTS.map((env) => {
      const c = read(env);
      return [c.vars.ENVIRONMENT, c.d1_databases[0]?.database_name, c.r2_buckets[0]?.bucket_name];
    });
    expect(names).toEqual([
      ['development', 'beauty-tech-site', 'beauty-tech-uploads'],
      ['staging', 'beauty-tech-site-staging', 'beauty-tech-uploads-staging'],
      ['production', 'beauty-tech-site-production', 'beauty-tech-uploads-production'],
    ]);
  });

  it('production answers only on its routes: no workers.dev, no preview URLs (decision 0162)', () => {
    const production = read('production');
    expect(production.workers_dev).toBe(false);
    expect(production.preview_urls).toBe(false);
    expect(production.routes?.length).toBeGreaterThan(0);
    expect(String(production.vars.PRODUCTION_HOSTS)).not.toBe('');
  });

  it('development and staging parse as shipped; production is refused until its upstream is set', () => {
    expect(parseConfig(read(undefined).vars as Record<string, unknown>).ENVIRONMENT).toBe('development');
    expect(parseConfig(read('staging').vars as Record<string, unknown>).ENVIRONMENT).toBe('staging');
    let refused: ConfigError | undefined;
    try {
      parseConfig(read('production').vars as Record<string, unknown>);
    } catch (err) {
      refused = err as ConfigError;
    }
    expect(refused).toBeInstanceOf(ConfigError);
    expect(refused!.fields.map((f) => f.field)).toEqual(['SMB_ORIGIN', 'BOT_PROTECTION']);
  });
});

describe('per-feature try-on API keys (spec 001 §7)', () => {
  const base = () => ({ ...(read(undefined).vars as Record<string, unknown>) });

  it('area=key pairs become a map; none by default', () => {
    expect(parseConfig(base()).TRYON_API_KEYS).toEqual({});
    const keys = parseConfig({ ...base(), TRYON_API_KEYS: ' skincare=Sk_1 , 3dviewer=v-2' }).TRYON_API_KEYS;
    expect(keys).toEqual({ skincare: 'Sk_1', '3dviewer': 'v-2' });
  });

  it('anything else is refused, naming the field', () => {
    for (const bad of ['skincare', 'skincare=a b', 'Skin=x', `skincare=${'k'.repeat(65)}`]) {
      let refused: ConfigError | undefined;
      try {
        parseConfig({ ...base(), TRYON_API_KEYS: bad });
      } catch (err) {
        refused = err as ConfigError;
      }
      expect(refused?.fields[0]?.field, bad).toMatch(/^TRYON_API_KEYS/);
    }
  });
});
