/**
 * Client addresses as the rate limits and the local-only pages see them (issue 15 §6, §7; decision
 * 0215). One parser: IPv4 dotted quads, IPv6 in any spelling (`::` compression, an embedded IPv4 tail,
 * a zone, brackets), IPv4-mapped IPv6 read as the IPv4 address it carries.
 */

export type ParsedAddress = { v: 4; bytes: number[] } | { v: 6; groups: number[] };

function parseV4(s: string): number[] | null {
  const parts = s.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : Number.NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

function parseV6(s: string): number[] | null {
  let text = s;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    const v4 = parseV4(text.slice(lastColon + 1));
    if (!v4) return null;
    tail = [(v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!];
    const before = text.slice(0, lastColon + 1);
    text = before.endsWith('::') ? before : text.slice(0, lastColon);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const read = (h: string | undefined) => (h ? h.split(':') : []);
  const head = read(halves[0]);
  const rest = read(halves[1]);
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  const want = 8 - tail.length;
  const given = head.length + rest.length;
  if (halves.length === 1 ? given !== want : given >= want) return null;
  const zeros = new Array<string>(want - given).fill('0');
  return [...head, ...zeros, ...rest].map((g) => Number.parseInt(g, 16)).concat(tail);
}

/** The address, or null when the text is not one. */
export function parseAddress(raw: string | null | undefined): ParsedAddress | null {
  if (!raw) return null;
  let s = raw.trim();
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  s = s.replace(/%[0-9a-z._~-]+$/i, ''); // an IPv6 zone never widens or narrows who it is
  if (s.length > 64) return null;
  const v4 = parseV4(s);
  if (v4) return { v: 4, bytes: v4 };
  if (!s.includes(':')) return null;
  const groups = parseV6(s);
  if (!groups) return null;
  // ::ffff:a.b.c.d is the IPv4 client a dual-stack socket reports.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return { v: 4, bytes: [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255] };
  }
  return { v: 6, groups };
}

/**
 * The subject a per-address rate limit counts (ASVS 5.0 V2.4): an IPv4 address as itself; an IPv6
 * address by its /64 — one subscriber's whole network, which a single host can rotate through at will,
 * so keying the full address would give each attacker 2^64 buckets. Anything unparseable shares one
 * bucket (it cannot multiply buckets either).
 */
export function rateLimitAddressKey(raw: string | null | undefined): string {
  const a = parseAddress(raw);
  if (!a) return 'unknown';
  if (a.v === 4) return a.bytes.join('.');
  return `${a.groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** 127.0.0.0/8, ::1 (and ::ffff:127.x): an address only this machine can connect from. */
export function isLoopbackAddress(raw: string | null | undefined): boolean {
  const a = parseAddress(raw);
  if (!a) return false;
  if (a.v === 4) return a.bytes[0] === 127;
  return a.groups.slice(0, 7).every((g) => g === 0) && a.groups[7] === 1;
}

/**
 * The header the local servers (`npm start`, `npm run dev`: vite.config.ts clientAddress) put the
 * connected socket's address in, overwriting whatever a client sent. The /dev pages' loopback test
 * reads it first (decision 0218); production never serves those pages, whatever the header says.
 */
export const LOCAL_SOCKET_HEADER = 'x-local-socket-address';
