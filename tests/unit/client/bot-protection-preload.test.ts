import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * spec 000 §7: the bot-protection script loads when sign-in opens, once, and the token is asked for
 * with the action sign_in. The provider's script is the outside edge: a stand-in document records the
 * script the page adds and a stand-in grecaptcha answers.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function fakePage() {
  const added: { src: string; onload?: () => void }[] = [];
  const executed: { siteKey: string; action: string }[] = [];
  const grecaptcha = {
    ready: (cb: () => void) => cb(),
    execute: async (siteKey: string, opts: { action: string }) => {
      executed.push({ siteKey, action: opts.action });
      return 'provider-token';
    },
  };
  vi.stubGlobal('window', { grecaptcha });
  vi.stubGlobal('document', {
    createElement: () => ({}) as { src: string; onload?: () => void },
    head: { appendChild: (el: { src: string; onload?: () => void }) => added.push(el) },
  });
  return { added, executed };
}

describe('bot protection on sign-in open', () => {
  it('recaptcha: the script is added on open, once; the submit reuses it with action sign_in', async () => {
    const { added, executed } = fakePage();
    const { preloadBotProtection, botToken } = await import(
      '../../../client/components/account/bot-protection'
    );
    const config = { provider: 'recaptcha' as const, siteKey: 'site-key-1' };
    preloadBotProtection(config);
    expect(added.map((s) => s.src)).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key-1']);
    preloadBotProtection(config);
    added[0]!.onload?.();
    expect(await botToken(config, 'sign_in')).toBe('provider-token');
    expect(added).toHaveLength(1);
    expect(executed).toEqual([{ siteKey: 'site-key-1', action: 'sign_in' }]);
  });

  it('the local stand-in loads nothing on open', async () => {
    const { added } = fakePage();
    const { preloadBotProtection } = await import('../../../client/components/account/bot-protection');
    preloadBotProtection({ provider: 'local', siteKey: '' });
    expect(added).toEqual([]);
  });
});
