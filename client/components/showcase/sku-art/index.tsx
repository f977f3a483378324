import { type JSX, useId } from 'react';
import type { Sku } from '../../../../shared/showcase-catalog';
import { WEAR_STYLES, type Wearable, type WearKind } from '../../../../shared/wear';
import { Bag, OtherView, Scarf, Shoe } from './goods';

/** The SKU types drawn as goods (not worn on the face or hand): they have a second view. */
const GOODS = new Set(['shoes', 'bag', 'scarf']);

import { Eyewear } from './eyewear';
import { BeardStyle, Hairstyle } from './hair';
import { Bracelet, Nail, Ring, Watch } from './hand';
import { Earrings, Hat, Headband, Necklace } from './head';
import { type Art, edgeOf, r1 } from './paint';

/**
 * The demo store's product artwork for things worn (spec 001 §2.3 SKU catalogue): what a swatch tries
 * on, drawn here in code as inline SVG — jewellery, watches, eyewear, hats, headbands, a lacquer
 * bottle, and generic footwear, bags and scarves — in the SKU's `color` (metal, frame, fabric,
 * lacquer) and `accent` (gem, dial, lens, ribbon). Decorative: the SKU's name labels it. Presentation
 * attributes only, never a style attribute (CSP); gradient ids carry the SKU id and a React id, so
 * several pickers can share a page.
 *
 * The families: ./hand.tsx (rings, watches, bracelets, nail lacquer), ./head.tsx (earrings,
 * necklaces, eyewear, hats, headbands), ./goods.tsx (footwear, bags, scarves); what they paint with,
 * ./paint.tsx.
 */

const DRAW: Record<WearKind, (art: Art) => JSX.Element> = {
  nail: Nail,
  ring: Ring,
  watch: Watch,
  bracelet: Bracelet,
  earrings: Earrings,
  necklace: Necklace,
  eyewear: Eyewear,
  hat: Hat,
  headband: Headband,
};

const isKind = (t: string): t is WearKind => Object.hasOwn(DRAW, t);

/** A kind's style, or its default (the first of WEAR_STYLES) when the SKU names none it knows. */
function styleOf(kind: WearKind, style: string | undefined): string {
  const styles = WEAR_STYLES[kind] as readonly string[];
  return style && styles.includes(style) ? style : styles[0]!;
}

function Piece({ piece, id }: { piece: Wearable; id: string }) {
  const Draw = DRAW[piece.kind];
  return (
    <Draw
      id={id}
      color={piece.color}
      accent={piece.accent}
      style={styleOf(piece.kind, piece.style)}
      finish={piece.finish}
    />
  );
}

/** A set: wrist pieces large at the back, rings in a row at the front, on a tray of the set's colour. */
function Stack({ id, color, pieces }: { id: string; color: string; pieces: readonly Wearable[] }) {
  const back = pieces.filter((p) => p.kind !== 'ring' && p.kind !== 'nail' && p.kind !== 'earrings');
  const front = pieces.filter((p) => !back.includes(p));
  const backSlots =
    back.length === 1
      ? [[7, 0, 0.72]]
      : back.map((_, i) => [i * (24 / Math.max(1, back.length - 1)) - 1, 0, 0.56]);
  const scale = front.length > 3 ? 0.34 : 0.42;
  const step = front.length > 1 ? (48 - 48 * scale) / (front.length - 1) : 0;
  const frontSlots = front.map((_, i) => [
    front.length > 1 ? i * step : 24 - 24 * scale,
    48 - 48 * scale - 1,
    scale,
  ]);
  const placed = [
    ...back.map((p, i) => [p, backSlots[i]!] as const),
    ...front.map((p, i) => [p, frontSlots[i]!] as const),
  ];
  return (
    <g>
      <circle cx="24" cy="24" r="23" fill={color} opacity="0.28" stroke={color} strokeWidth="1" />
      {placed.map(([p, [x, y, s]], i) => {
        // Each slot has its own place: the place is the key.
        const at = `translate(${r1(x!)} ${r1(y!)}) scale(${s})`;
        return (
          <g key={at} transform={at}>
            <Piece piece={p} id={`${id}-p${i}`} />
          </g>
        );
      })}
    </g>
  );
}

/**
 * The artwork of one SKU: its piece (or a set's pieces), or a generic icon for footwear, bags and
 * scarves; a colour circle for anything else. `size`: its width and height in px (48, the picker's).
 */
export function SkuArt({
  skuType,
  sku,
  size = 48,
  view = 'main',
}: {
  skuType: string;
  sku: Sku;
  size?: number;
  /** Footwear, bags and scarves also have a second view (a shoe from the front, a bag from the side…). */
  view?: 'main' | 'other';
}): JSX.Element {
  // React ids may hold characters a url(#…) reference would need escaped.
  const id = `sku-${sku.id}-${useId()}`.replace(/[^A-Za-z0-9_-]/g, '');
  const art: Art = { id, color: sku.color, accent: sku.accent, finish: sku.finish, name: sku.name };
  let body: JSX.Element;
  if (view === 'other' && GOODS.has(skuType)) body = <OtherView {...art} skuType={skuType} />;
  else if (sku.pieces?.length) body = <Stack id={id} color={sku.color} pieces={sku.pieces} />;
  else if (isKind(skuType)) {
    const Draw = DRAW[skuType];
    body = <Draw {...art} style={styleOf(skuType, sku.style)} />;
  } else if (skuType === 'shoes') body = <Shoe {...art} />;
  else if (skuType === 'bag') body = <Bag {...art} />;
  else if (skuType === 'scarf') body = <Scarf {...art} />;
  else if (skuType === 'hairstyle') body = <Hairstyle {...art} style={sku.style} />;
  else if (skuType === 'beardstyle') body = <BeardStyle {...art} style={sku.style} />;
  else body = <circle cx="24" cy="24" r="20" fill={sku.color} stroke={edgeOf(sku.color)} strokeWidth="0.8" />;
  return (
    <svg
      className="showcase__sku-art"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {body}
    </svg>
  );
}
