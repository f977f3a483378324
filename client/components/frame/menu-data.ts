import type { Audience, LangKey } from '../../../shared/languages';
import { FRAME_MENUS_PATH, type FrameMenuData } from '../../../shared/menus';

type MenuThenable = Promise<FrameMenuData | null> & { status?: 'fulfilled'; value?: FrameMenuData | null };

/** Per language and audience, the one request of this page's life (or its answer). */
const asked = new Map<string, MenuThenable>();

/**
 * The frame's CMS menu data (decision 0247), asked for once per language and audience on the first
 * intent to open a menu. The promise is marked fulfilled when it settles, so a panel drawn afterwards
 * renders it without suspending (React's `use`). A failed or empty answer resolves to null: the static
 * menus stay (spec 001 §8 "Menu load errors are only logged", which the worker does) and the next
 * intent asks again.
 */
export function frameMenus(lang: LangKey, audience: Audience): MenuThenable {
  const key = `${lang}|${audience}`;
  const hit = asked.get(key);
  if (hit) return hit;
  const query = new URLSearchParams({ audience, lang });
  const promise: MenuThenable = fetch(`${FRAME_MENUS_PATH}?${query}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  })
    .then((res) => (res.ok ? (res.json() as Promise<{ data: FrameMenuData | null }>) : null))
    .then((body) => body?.data ?? null)
    .catch(() => null)
    .then((data) => {
      promise.status = 'fulfilled';
      promise.value = data;
      if (!data) asked.delete(key);
      return data;
    });
  asked.set(key, promise);
  return promise;
}
