/**
 * Artwork for every image slot of the seed (decision 0232): the brand's own SVG illustrations under
 * /art, chosen by what the entry is about (its page key and links — never its words, so every language
 * of an entry gets the same pictures) and varied by a palette per entry. Alt texts are per motif in
 * every language (`common:art.*`); the pages look them up from the address.
 *
 * Applied to the finished seed list (seed.ts), so briefs and translations never carry image fields.
 */
import { ART_PALETTES, type ArtMotif, artUrl } from '../../shared/art.ts';
import type { CmsSeed } from './templates.ts';

/** Topic words (in page keys, types and links) → the motifs that show the topic, best first. */
const THEMES: readonly (readonly [RegExp, readonly ArtMotif[]])[] = [
  // Colour words that are not makeup: a photo colorizer edits photos, an eye colour changer a face.
  [/colori[sz]/, ['photo-edit', 'face', 'abstract']],
  [/eye-colou?r/, ['face', 'phone-tryon', 'abstract']],
  [/nail|ycn/, ['hand-nails', 'hand-ring', 'tablet-store']],
  [/hair|beard|wig/, ['hair', 'face', 'tablet-store']],
  [/eye-?wear|glasses|optics|frames/, ['eyewear', 'face', 'tablet-store']],
  [/watch/, ['hand-watch', 'hand-ring', 'tablet-store']],
  [/jewel|\brings?\b|earring|necklace|bracelet|accessor|hand/, ['hand-ring', 'hand-watch', 'tablet-store']],
  // Base makeup is makeup (the compact); skincare never shows a makeup product.
  [/foundation|concealer|shade/, ['compact', 'phone-tryon', 'face', 'laptop-skin']],
  [/skin|derma|acne|wrinkle|aesthetic|diagnos|spot|pore|serum|clinic/, ['laptop-skin', 'bottles', 'face']],
  [
    /\blip|makeup|cosmetic|\blooks?\b|\bbrows?\b|lash|blush|ymk|try-?on|vto|mirror|colou?r/,
    ['phone-tryon', 'lipsticks', 'compact', 'face'],
  ],
  [/video|clip|trim|reel|ycv|ycc/, ['video-edit', 'photo-edit', 'abstract']],
  [
    /photo|image|selfie|portrait|cartoon|collage|restor|enhanc|blur|background|avatar|\bai-art|generat|sky|ycp|\byca\b/,
    ['photo-edit', 'face', 'abstract'],
  ],
  [
    /face|teeth|headshot|personality|recogni|body|outfit|cloth|stylist|chat|agent|ycf|ycat/,
    ['face', 'phone-tryon', 'tablet-store', 'abstract'],
  ],
  [
    /privacy|terms|legal|cookie|policy|impressum|accessib|about|compliance|career/,
    ['abstract', 'face', 'stage'],
  ],
  [
    /forum|event|summit|webinar|session|ces20|metaverse|education|award|expo|news/,
    ['stage', 'face', 'tablet-store', 'abstract'],
  ],
  [
    /store|shop|commerce|retail|omni|sku|catalog|plugin|\bweb|\bapi\b|sdk|integration|showcase|plan|console|barcode/,
    ['tablet-store', 'phone-tryon', 'laptop-skin', 'lipsticks'],
  ],
  // The consumer apps list and download pages: the phone and what its apps do.
  [/\bapps?\b|appdownload|download/, ['phone-tryon', 'photo-edit', 'video-edit']],
];
const DEFAULT: readonly ArtMotif[] = [
  'phone-tryon',
  'laptop-skin',
  'lipsticks',
  'face',
  'bottles',
  'tablet-store',
  'compact',
  'hand-nails',
  'hair',
  'hand-ring',
];

/** Slots drawn wide behind a banner's text (home carousel, top banners, app banners). */
const WIDE_SLOTS = new Set(['imageDesktop', 'backgroundDesktop', 'bannerDesktop']);
/** Slots drawn as a picture (media blocks, cards, event cards, video posters, article images). */
const PICTURE_SLOTS = new Set(['image', 'imageUrl', 'videoImageUrl', 'poster']);
/** Images that are not illustrations (buttons, badges, logos) or that no page draws (steps). */
const SKIP_UNDER = new Set(['cta', 'ctas', 'columnCTA', 'menuCTA', 'CTA', 'superscript', 'logos', 'steps']);
/** Menus carry no pictures; an author's picture is a portrait, not an illustration. */
const SKIP_TYPES = new Set(['BUSINESS_MENU', 'CONSUMER_MENU', 'BLOG_AUTHOR']);

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function motifsFor(topic: string): readonly ArtMotif[] {
  const lower = topic.toLowerCase();
  return THEMES.find(([re]) => re.test(lower))?.[1] ?? DEFAULT;
}

const LINK_KEYS = ['ctaLink', 'actionLink', 'link'] as const;

/** Slots filled so far in one entry, and the motifs they show (a page repeats a motif only when it must). */
type Counter = { wide: number; picture: number; used: Set<ArtMotif> };

function fill(value: unknown, entryTopic: string, palette0: number, n: Counter, under: string): unknown {
  if (Array.isArray(value)) return value.map((v) => fill(v, entryTopic, palette0, n, under));
  if (!value || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  // What this object is about: its own links (a banner's or an event card's target), else the entry.
  const links = LINK_KEYS.map((k) => o[k])
    .filter((v): v is string => typeof v === 'string')
    .join(' ');
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    const wide = WIDE_SLOTS.has(k);
    if (v === null && (wide || PICTURE_SLOTS.has(k)) && !SKIP_UNDER.has(under)) {
      const own = links ? motifsFor(links) : DEFAULT;
      const list = own !== DEFAULT ? own : motifsFor(entryTopic);
      // A slot with its own topic starts at that topic's motif; the others follow the entry's list,
      // pictures after a banner one further on. Entries of no known topic start anywhere in the list.
      const after = own === DEFAULT ? Math.min(n.wide, 1) : 0;
      const base =
        own !== DEFAULT ? 0 : (wide ? n.wide : n.picture + after) + (list === DEFAULT ? palette0 * 3 : 0);
      const i = wide ? n.wide++ : n.picture++;
      let motif = list[base % list.length]!;
      for (let k = 1; k < list.length && n.used.has(motif); k++) motif = list[(base + k) % list.length]!;
      // A topic's motifs all shown: repeat one of them (another palette) rather than show something
      // the page is not about; only a page of no known topic borrows any unused motif.
      if (n.used.has(motif))
        motif = list === DEFAULT ? (DEFAULT.find((m) => !n.used.has(m)) ?? motif) : list[base % list.length]!;
      n.used.add(motif);
      const palette = ART_PALETTES[(palette0 + i) % ART_PALETTES.length]!;
      out[k] = artUrl(motif, palette, wide);
    } else {
      out[k] = SKIP_UNDER.has(k) ? v : fill(v, entryTopic, palette0, n, k);
    }
  }
  return out;
}

/** Every seed with its empty image slots filled with artwork; the same pictures in every language. */
export function withArtwork(seeds: readonly CmsSeed[]): CmsSeed[] {
  return seeds.map((s) => {
    if (SKIP_TYPES.has(s.type)) return s;
    const content = s.content as Record<string, unknown>;
    // An app page without a banner of its own shows its app record's banner (spec 001 §3.5).
    const skip = content && typeof content === 'object' && 'app' in content ? 'topBanner' : null;
    const topic = `${s.pageKey} ${s.type} ${s.path ?? ''}`;
    const palette0 = hash(`${s.type}|${s.pageKey}`) % ART_PALETTES.length;
    const n: Counter = { wide: 0, picture: 0, used: new Set() };
    const filled = fill(skip ? { ...content, [skip]: undefined } : content, topic, palette0, n, '');
    return { ...s, content: skip ? { ...(filled as object), [skip]: content[skip] } : filled };
  });
}

/** Motifs of forum and webinar sessions: the stage first, then the topics the sessions teach. */
const SESSION_MOTIFS: readonly ArtMotif[] = [
  'stage',
  'face',
  'laptop-skin',
  'phone-tryon',
  'tablet-store',
  'lipsticks',
  'hair',
  'hand-ring',
];

/** A session's picture for the forum lists (`sessionImageUrl`), when it has none. */
export function withSessionArt<T extends { id: number; sessionImageUrl: string | null }>(session: T): T {
  if (session.sessionImageUrl !== null) return session;
  const h = hash(`session|${session.id}`);
  const motif = SESSION_MOTIFS[h % SESSION_MOTIFS.length]!;
  return { ...session, sessionImageUrl: artUrl(motif, ART_PALETTES[(h >>> 8) % ART_PALETTES.length]!) };
}
