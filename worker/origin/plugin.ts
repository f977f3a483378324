import {
  QuerySkincareQuery,
  QuerySkincareSettingQuery,
  type SkincareProduct,
  type SkincareSetting,
} from '../../shared/smb/plugin';
import { fail, type OriginContext, parseQuery } from './respond';

/**
 * The provider plugin API's skincare calls (spec 001 §7, decision 0208) as the embedded origin answers
 * them: every syntactically valid try-on key gets the same small catalogue of the fictional brand's
 * own skincare products (original names; no images are shipped, decision 0043).
 */
const PRODUCTS: readonly SkincareProduct[] = [
  {
    skincareId: 'lm-dew-serum',
    productName: 'Dew Veil Hydrating Serum',
    brandName: 'Lumora Skin',
    concerns: ['moisture', 'texture'],
    imageUrl: null,
  },
  {
    skincareId: 'lm-clear-gel',
    productName: 'Clear Path Balancing Gel',
    brandName: 'Lumora Skin',
    concerns: ['acne', 'oiliness', 'pores'],
    imageUrl: null,
  },
  {
    skincareId: 'lm-bright-drops',
    productName: 'Morning Light Brightening Drops',
    brandName: 'Lumora Skin',
    concerns: ['spots', 'radiance'],
    imageUrl: null,
  },
  {
    skincareId: 'lm-night-cream',
    productName: 'Quiet Hours Firming Night Cream',
    brandName: 'Lumora Skin',
    concerns: ['wrinkles', 'firmness'],
    imageUrl: null,
  },
];

/** GET `plugin.querySkincareSetting`?apiKey — the key's product ids as a JSON string. */
export function querySkincareSetting(c: OriginContext): Response {
  const input = parseQuery(c, QuerySkincareSettingQuery);
  if (!input.ok) return input.response;
  const setting: SkincareSetting = { productIds: JSON.stringify(PRODUCTS.map((p) => p.skincareId)) };
  return c.json(setting);
}

/** GET `plugin.querySkincare`?skincareId&apiKey — one product; an unknown id is a 404. */
export function querySkincare(c: OriginContext): Response {
  const input = parseQuery(c, QuerySkincareQuery);
  if (!input.ok) return input.response;
  const product = PRODUCTS.find((p) => p.skincareId === input.data.skincareId);
  if (!product) return fail(c, 404, 'not_found', 'no skincare product with this id');
  return c.json(product);
}
