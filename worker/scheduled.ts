import { getConfig } from './config';
import { errorFields, log } from './log';
import { purgeExpired } from './origin/purge';

/**
 * The Cron Trigger's handler (wrangler.jsonc `triggers.crons`, decision 0165): purges what the
 * embedded origin's tables no longer need. A bad configuration or a failing database is logged and
 * rethrown, so the invocation shows as failed in the dashboard.
 */
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  try {
    getConfig(env);
    const counts = await purgeExpired(env.DB);
    log('info', 'purge', { cron: controller.cron, ...counts });
  } catch (err) {
    log('error', 'purge_failed', { cron: controller.cron, ...errorFields(err) });
    throw err;
  }
}
