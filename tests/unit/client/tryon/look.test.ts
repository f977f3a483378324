import { describe, expect, it } from 'vitest';
import { lookOf } from '../../../../client/tryon/look';
import { CATALOG } from '../../../../shared/showcase-catalog';

/** What each page's options ask the stage to show (issues 21–24). */
const sku = (key: string, i = 0) => CATALOG[key]!.skus[i]!;

describe('the look of the options', () => {
  it('a lip colour is makeup on the face', () => {
    const look = lookOf({ featureKey: 'makeup', skuType: 'lipstick', sku: sku('lip-color') });
    expect(look).toMatchObject({ makeup: true, tracker: 'face', dye: null, hairRead: false });
    expect(look.products.map((p) => p.type)).toEqual(['lipstick']);
  });

  it('rings, watches and sets are worn on the hand; eyewear on the face', () => {
    expect(lookOf({ featureKey: 'handar', skuType: 'ring', sku: sku('rings') }).tracker).toBe('hands');
    expect(
      lookOf({ featureKey: 'handar', skuType: 'stacking', sku: sku('set') }).wear.length,
    ).toBeGreaterThan(1);
    // A hand feature with no SKU yet still tracks the hand.
    expect(lookOf({ featureKey: 'ring2d' }).tracker).toBe('hands');
    const frames = lookOf({ featureKey: 'makeup', skuType: 'eyewear', sku: sku('eye-wear') });
    expect(frames).toMatchObject({ makeup: false, tracker: 'face' });
    expect(frames.wear[0]?.kind).toBe('eyewear');
  });

  it('hair colour and beard dye dye; the hair pages read; styles overlay; none of them is makeup', () => {
    expect(lookOf({ skuType: 'haircolor', sku: sku('hair-color') }).dye?.target).toBe('hair');
    expect(lookOf({ featureKey: 'bearddye', skuType: 'beard', sku: sku('beard-dye') }).dye?.target).toBe(
      'beard',
    );
    expect(lookOf({ featureKey: 'hairlength' })).toMatchObject({ hairRead: true, makeup: false });
    const style = lookOf({
      featureKey: 'hairstyle',
      skuType: 'hairstyle',
      sku: sku('virtual-hairstyles', 1),
    });
    expect(style.styleOverlay).toMatchObject({ kind: 'hairstyle', style: 'bob' });
    expect(style.makeup).toBe(false);
  });

  it('reshaping is not makeup; transfer is, with the products it reads (none yet)', () => {
    expect(lookOf({ featureKey: 'facereshape' })).toMatchObject({ reshape: true, makeup: false });
    const transfer = lookOf({ featureKey: 'aimakeuptransfer', skuType: 'look', sku: sku('look', 2) });
    expect(transfer).toMatchObject({ transfer: true, makeup: true, products: [] });
  });
});
