import { type BotProtectionClient, LOCAL_BOT_TOKEN_PATH } from '../../../shared/account/bot-protection';

type Grecaptcha = {
  ready(cb: () => void): void;
  execute(siteKey: string, opts: { action: string }): Promise<string>;
};

let loading: Promise<Grecaptcha> | null = null;

/** Loads the provider's script once (allowed by the CSP's strict-dynamic: a nonced script adds it). */
function loadProvider(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('bot protection unavailable'));
    };
    script.onerror = () => reject(new Error('bot protection unavailable'));
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * spec 000 §7: the provider's script is loaded when sign-in opens (not at the first submit), so the
 * token is at hand when the visitor sends the form. The local stand-in has nothing to load. A failing
 * load is reported again by botToken at submit.
 */
export function preloadBotProtection(config: BotProtectionClient): void {
  if (config.provider !== 'recaptcha') return;
  loadProvider(config.siteKey).catch(() => {
    loading = null; // the submit tries once more
  });
}

/**
 * A bot-protection token for an action (spec 000 §7: sign_in). One adapter whatever the provider
 * (decision 0051): the provider's script when configured, else a token of the local stand-in, issued
 * by the server (LOCAL_BOT_TOKEN_PATH) and verified by the embedded origin the same way.
 */
export async function botToken(config: BotProtectionClient, action: string): Promise<string> {
  if (config.provider === 'recaptcha') {
    const g = await loadProvider(config.siteKey);
    return g.execute(config.siteKey, { action });
  }
  // The local stand-in: the server issues a signed, short-lived, single-use token (issue 29).
  const res = await fetch(LOCAL_BOT_TOKEN_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action }),
    credentials: 'same-origin',
  });
  const body: unknown = res.ok ? await res.json().catch(() => null) : null;
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== 'string') throw new Error('bot protection unavailable');
  return token;
}
