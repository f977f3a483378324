import { scrypt } from 'node:crypto';

/** Random secrets, hashes and password hashing of the embedded origin (decision 0032). */

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
const toBase64Url = (bytes: Uint8Array): string =>
  toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A random token of `bytes` bytes (default 32 = 256 bits), base64url. */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A random n-digit code (unbiased). */
export function randomDigits(n: number): string {
  let out = '';
  while (out.length < n) {
    const [b] = crypto.getRandomValues(new Uint8Array(1));
    if (b !== undefined && b < 250) out += String(b % 10);
  }
  return out;
}

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

// ─── Passwords: scrypt (OWASP: N=2^14, r=8, p=5) ─────────────────────────────────────────────────

export const SCRYPT_R = 8;
export const SCRYPT_P = 5;
const KEY_LENGTH = 32;

function derive(password: string, salt: Uint8Array, N: number, r: number, p: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 256 * N * r + 1024 * r * p },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` — the cost travels with each hash, so it can be raised later. */
export async function hashPassword(password: string, N: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await derive(password, salt, N, SCRYPT_R, SCRYPT_P);
  return `scrypt$${N}$${SCRYPT_R}$${SCRYPT_P}$${toBase64(salt)}$${toBase64(key)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  // A stored value outside sane bounds is refused rather than run (a crafted row can't stall the worker).
  if (
    scheme !== 'scrypt' ||
    !salt ||
    !hash ||
    !(N >= 16 && N <= 2 ** 20) ||
    !(R >= 1 && R <= 32) ||
    !(P >= 1 && P <= 16)
  ) {
    return false;
  }
  let expected: Uint8Array;
  let saltBytes: Uint8Array;
  try {
    expected = fromBase64(hash);
    saltBytes = fromBase64(salt);
  } catch {
    return false;
  }
  const actual = await derive(password, saltBytes, N, R, P);
  return constantTimeEqual(expected, actual);
}

/** Compares without an early exit, so timing doesn't reveal how many leading bytes matched. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same time as a real check when the account doesn't exist or has no password, so the
 * answer time doesn't tell which e-mails are registered.
 */
export async function verifyDummy(password: string, N: number): Promise<false> {
  let dummy = dummyHashes.get(N);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password', N);
    dummyHashes.set(N, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
