import { ANALYTICS_EVENTS, type CheckoutPayload, pushEvent } from '../../shared/analytics';

/**
 * spec 000 §3 "Marketing values kept on the visitor's device": the sign-up subscribe choice, and the
 * checkout's client secret and customer id. The subscribe choice lives in localStorage (the next sign-up
 * on this device starts from it); the checkout in sessionStorage, written by the sign-up and read back by
 * the step after it (the page the sign-up sends to), which reports a purchase the provider finished after
 * the sign-up answered and then forgets the secret. Storage may be disabled: then nothing is kept.
 */

export const SIGN_UP_SUBSCRIBE_KEY = 'signUp.subscribe';
export const CHECKOUT_KEY = 'checkout.kept';

export type KeptCheckout = {
  clientSecret: string;
  customerId: string;
  /** Whether the sign-up's answer already reported the purchase (the local origin pays at once). */
  completed: boolean;
  payload: CheckoutPayload;
};

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(kind: 'local' | 'session'): Store | null {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

export function keepSubscribe(on: boolean, s: Store | null = store('local')): void {
  try {
    s?.setItem(SIGN_UP_SUBSCRIBE_KEY, on ? '1' : '0');
  } catch {
    // storage full or disabled: the choice holds for this page view only
  }
}

/** The kept subscribe choice, or null when this device has none. */
export function keptSubscribe(s: Store | null = store('local')): boolean | null {
  try {
    const v = s?.getItem(SIGN_UP_SUBSCRIBE_KEY);
    return v === '1' ? true : v === '0' ? false : null;
  } catch {
    return null;
  }
}

export function keepCheckout(kept: KeptCheckout, s: Store | null = store('session')): void {
  try {
    s?.setItem(CHECKOUT_KEY, JSON.stringify(kept));
  } catch {
    // as above
  }
}

export function keptCheckout(s: Store | null = store('session')): KeptCheckout | null {
  try {
    const raw = s?.getItem(CHECKOUT_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<KeptCheckout>;
    if (typeof v.customerId !== 'string' || typeof v.clientSecret !== 'string' || !v.payload) return null;
    return {
      clientSecret: v.clientSecret,
      customerId: v.customerId,
      completed: v.completed === true,
      payload: v.payload,
    };
  } catch {
    return null;
  }
}

/**
 * The checkout step after the sign-up: reads the kept checkout back, reports the purchase when the
 * sign-up's answer could not (the provider finished later), with the kept customer id, and forgets it.
 * Returns what it read (null when nothing was kept).
 */
export function finishCheckout(
  s: Store | null = store('session'),
  push: typeof pushEvent = pushEvent,
): KeptCheckout | null {
  const kept = keptCheckout(s);
  if (!kept) return null;
  if (!kept.completed)
    push(ANALYTICS_EVENTS.purchaseSuccess, { ...kept.payload, stripeCustomerId: kept.customerId });
  try {
    s?.removeItem(CHECKOUT_KEY);
  } catch {
    // nothing to forget
  }
  return kept;
}
