import { useTranslation } from 'react-i18next';
import type { CatalogEntry, Sku } from '../../../shared/showcase-catalog';
import { SkuArt } from './sku-art';

/** Catalogues of things worn rather than colours: their picker asks for a style, or a look. */
const STYLE_TYPES = new Set([
  'hat',
  'headband',
  'eyewear',
  'watch',
  'bracelet',
  'ring',
  'necklace',
  'earrings',
  'stacking',
  'shoes',
  'bag',
  'scarf',
  'hairstyle',
  'beardstyle',
]);

/** Swatches that show the thing tried on (sku-art/) rather than a colour circle. */
export const ART_TYPES: ReadonlySet<string> = new Set([...STYLE_TYPES, 'nail']);

export function skuLabelKey(skuType: string): 'sku.label' | 'sku.labelStyle' | 'sku.labelLook' {
  if (skuType === 'look') return 'sku.labelLook';
  return STYLE_TYPES.has(skuType) ? 'sku.labelStyle' : 'sku.label';
}

/**
 * A note after a SKU's name (its finish, style or products): the space before it outside its element,
 * the dot held to its words by a no-break space — a line may break before the dot, never after it.
 */
export function SkuNote({ children }: { children: string }) {
  return (
    <>
      {' '}
      <small>{`·\u00a0${children}`}</small>
    </>
  );
}

/**
 * The SKU catalogue of one product type (spec 001 §2.3): product detail, SKU type and the SKUs as
 * swatches — a radio group, so arrow keys move between shades. Swatch colours are classes set from
 * data attributes by CSS-safe means: a <svg> fill, never a style attribute (CSP). Things worn show
 * their artwork (sku-art/), the rest a colour circle.
 */
export function SkuPicker({
  catalog,
  selected,
  onSelect,
}: {
  catalog: CatalogEntry;
  selected: string | null;
  onSelect: (sku: Sku) => void;
}) {
  const { t } = useTranslation('showcase');
  return (
    <fieldset className="showcase__skus">
      <legend>{t(skuLabelKey(catalog.skuType))}</legend>
      <dl className="showcase__product">
        <dt>{t('sku.product')}</dt>
        <dd>{catalog.product}</dd>
        <dt>{t('sku.skuType')}</dt>
        <dd>{t(`skuTypes.${catalog.skuType}`)}</dd>
      </dl>
      <div className="showcase__swatches">
        {catalog.skus.map((s) => (
          <label key={s.id} className="showcase__swatch">
            <input
              type="radio"
              name="sku"
              value={s.id}
              checked={selected === s.id}
              onChange={() => onSelect(s)}
            />
            {ART_TYPES.has(catalog.skuType) ? (
              <SkuArt skuType={catalog.skuType} sku={s} />
            ) : (
              <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
                <circle cx="16" cy="16" r="14" fill={s.color} />
              </svg>
            )}
            <span>
              {s.name}
              {s.finish && <SkuNote>{t(`finishes.${s.finish}`)}</SkuNote>}
              {s.style && <SkuNote>{t(`styles.${s.style}`)}</SkuNote>}
              {s.products && <SkuNote>{s.products.map((p) => t(`skuTypes.${p.type}`)).join(', ')}</SkuNote>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
