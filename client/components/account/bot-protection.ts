import { type BotProtectionClient, localBotToken } from '../../../shared/account/bot-protection';

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
 * A bot-protection token for an action (spec 000 §7: sign_in). One adapter whatever the provider
 * (decision 0051): the provider's script when configured, else the local stand-in the embedded origin
 * verifies the same way.
 */
export async function botToken(config: BotProtectionClient, action: string): Promise<string> {
  if (config.provider === 'recaptcha') {
    const g = await loadProvider(config.siteKey);
    return g.execute(config.siteKey, { action });
  }
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const random = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return localBotToken(action, Date.now(), random);
}
