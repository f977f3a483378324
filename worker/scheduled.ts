import { getConfig } from './config';
import { errorFields, log } from './log';
import { purgeExpired } from './origin/purge';
import { catchUpAll, refreshFromUpstream } from './search-index';

/**
 * The Cron Trigger's handler (wrangler.jsonc `triggers.crons`, decision 0165): purges what the
 * embedded origin's tables no longer need, then brings the site search's index up to date (0290). A bad configuration or a failing database is logged and
 * rethrown, so the invocation shows as failed in the dashboard.
 */
export async function scheduled(
  controller: ScheduledController,
  env: Env,
  ctx?: ExecutionContext,
): Promise<void> {
  let config: ReturnType<typeof getConfig>;
  try {
    config = getConfig(env);
    const counts = await purgeExpired(env.DB);
    log('info', 'purge', { cron: controller.cron, ...counts });
  } catch (err) {
    log('error', 'purge_failed', { cron: controller.cron, ...errorFields(err) });
    throw err;
  }
  // The site search's index (decision 0290): the embedded origin's queued writes, or a vendor
  // upstream's lists paged through.
  try {
    const indexed = config.SMB_ORIGIN
      ? await refreshFromUpstream(env, ctx)
      : await catchUpAll(env.DB, config.BRAND_NAME);
    log('info', 'search_index', { cron: controller.cron, indexed, upstream: Boolean(config.SMB_ORIGIN) });
  } catch (err) {
    log('error', 'search_index_failed', { cron: controller.cron, ...errorFields(err) });
    throw err;
  }
}
