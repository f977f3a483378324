import type { Context } from 'hono';
import { z } from 'zod';
import { isLangKey } from '../../shared/languages';
import type { AppEnv } from '../app-env';
import { loadFrameMenus } from '../loaders/frame';

/**
 * How long a browser may reuse the menu data: the CMS answers behind it are fresh for 5 minutes in the
 * proxy's cache (worker/smb/cache-policy.ts), so a published menu change shows within 10 at most.
 */
export const FRAME_MENUS_MAX_AGE_SECONDS = 300;

const Query = z.object({
  audience: z.enum(['business', 'consumer']),
  lang: z.string().refine(isLangKey),
});

/**
 * GET /site/menus?audience=&lang= (decision 0247): the frame's CMS menu data, asked for by the browser
 * on the first intent to open a menu instead of travelling with every page. Gated by the request's
 * domain like the pages are (the host decides it). A menu that cannot load answers `data: null` and is
 * only logged (spec 001 §8); bad parameters answer 400.
 */
export async function frameMenus(c: Context<AppEnv>): Promise<Response> {
  const query = Query.safeParse({ audience: c.req.query('audience'), lang: c.req.query('lang') });
  if (!query.success) {
    return c.json(
      { error: 'bad_request', message: 'audience (business|consumer) and lang are required' },
      400,
      {
        'Cache-Control': 'no-store',
      },
    );
  }
  const data = await loadFrameMenus(c, query.data.lang, query.data.audience);
  return c.json({ data }, 200, {
    'Cache-Control': data ? `public, max-age=${FRAME_MENUS_MAX_AGE_SECONDS}` : 'no-store',
    Vary: 'Host',
  });
}
