import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes';
import type { CatalogEntry, Sku } from '../../../shared/showcase-catalog';
import { useSite } from '../../app/site-context';
import { ShowcaseLayout } from '../../components/showcase/layout';
import { showcaseHref } from '../../components/showcase/links';
import { SkuArt } from '../../components/showcase/sku-art';
import { SkuNote, skuLabelKey } from '../../components/showcase/sku-picker';
import { TryOnControls, useTryOn } from '../../components/showcase/try-on';
import type { PageProps } from '../types';
import type { CategoryCard, CategoryData, CategoryTryOn } from './types';

/**
 * The demo store's `category` feature area (spec 001 §2.3, decision 0264): the SKU types as cards,
 * one SKU type's detail with its SKUs, and one product's detail with its try-on. Every link is a plain
 * site link, so moving between them is in-app navigation (client/app/root.tsx).
 */
export default function ShowcaseCategoryPage({ data }: PageProps<CategoryData>) {
  const c = data.category;
  // A key per view and SKU: moving to a sibling starts its try-on afresh (the old one closes).
  const key = c.view === 'product' ? `${c.key}/${c.skuId}` : c.view === 'skutype' ? c.key : c.view;
  return <View key={key} data={data} />;
}

function View({ data }: { data: CategoryData }) {
  const c = data.category;
  if (c.view === 'skutypes') return <SkuTypes data={data} cards={c.cards} />;
  if (!data.catalog) return null;
  if (c.view === 'skutype') return <SkuType data={data} entryKey={c.key} entry={data.catalog} />;
  const sku = data.catalog.skus.find((s) => s.id === c.skuId);
  if (!sku) return null;
  return <Product data={data} entryKey={c.key} entry={data.catalog} sku={sku} tryOn={c.tryOn} />;
}

/** Things worn show their artwork (sku-art/); makeup, hair colours and looks their shades. */
const drawn = (skuType: string) => skuLabelKey(skuType) === 'sku.labelStyle' || skuType === 'nail';

/** What a line's SKUs are: shades, styles or looks (showcase:category.count.* and .all.*). */
function noun(skuType: string): 'shades' | 'styles' | 'looks' {
  const label = skuLabelKey(skuType);
  return label === 'sku.labelLook' ? 'looks' : label === 'sku.labelStyle' ? 'styles' : 'shades';
}

/** A row of colour dots: a makeup line's shades (presentation attributes, never a style attribute). */
function Swatches({ colors, size = 16 }: { colors: readonly string[]; size?: number }) {
  const step = size + 4;
  return (
    <svg
      className="showcase-cat__swatches"
      viewBox={`0 0 ${colors.length * step} ${size + 4}`}
      width={colors.length * step}
      height={size + 4}
      aria-hidden="true"
      focusable="false"
    >
      {colors
        .map((color, i) => ({ color, cx: i * step + step / 2 }))
        .map((dot) => (
          <circle
            key={dot.cx}
            cx={dot.cx}
            cy={(size + 4) / 2}
            r={size / 2}
            fill={dot.color}
            stroke="#000000"
            strokeOpacity="0.15"
          />
        ))}
    </svg>
  );
}

/** Where the visitor is: the SKU types, the line, the product. */
function Crumbs({ items }: { items: readonly { label: string; to?: string }[] }) {
  const { t } = useTranslation('showcase');
  return (
    <nav className="showcase-cat__crumbs" aria-label={t('category.crumbs')}>
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {item.to ? <a href={item.to}>{item.label}</a> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SkuTypes({ data, cards }: { data: CategoryData; cards: readonly CategoryCard[] }) {
  const { t } = useTranslation('showcase');
  const { lang } = useSite();
  return (
    <ShowcaseLayout data={data} title={t('category.title')} lead={t('category.lead')}>
      <ul className="showcase-cat__cards">
        {cards.map((card) => (
          <li key={card.key}>
            <a
              className="showcase-cat__card"
              href={href(lang, 'showcase-category-type', { skuType: card.key })}
            >
              <span className="showcase-cat__art">
                {drawn(card.skuType) ? (
                  <SkuArt skuType={card.skuType} sku={card.sku} size={72} />
                ) : (
                  <Swatches colors={card.colors} />
                )}
              </span>
              <strong>{card.product}</strong>
              <span>{t(`skuTypes.${card.skuType}`)}</span>
              <small>{t(`category.count.${noun(card.skuType)}`, { count: card.count })}</small>
            </a>
          </li>
        ))}
      </ul>
    </ShowcaseLayout>
  );
}

/** A SKU's finish, style, or a look's products, in words. */
function skuNote(sku: Sku, t: (key: string) => string): string | null {
  if (sku.finish) return t(`finishes.${sku.finish}`);
  if (sku.style) return t(`styles.${sku.style}`);
  if (sku.products) return sku.products.map((p) => t(`skuTypes.${p.type}`)).join(', ');
  return null;
}

/** A line's SKUs as links to their product detail (but the one shown, `except`). */
function SkuLinks({ entryKey, entry, except }: { entryKey: string; entry: CatalogEntry; except?: string }) {
  const { t } = useTranslation('showcase');
  const { lang } = useSite();
  return (
    <ul className="showcase-cat__skus">
      {entry.skus
        .filter((s) => s.id !== except)
        .map((s) => {
          const note = skuNote(s, t);
          return (
            <li key={s.id}>
              <a href={href(lang, 'showcase-category-sku', { skuType: entryKey, skuId: s.id })}>
                <SkuArt skuType={entry.skuType} sku={s} size={56} />
                <span>
                  {s.name}
                  {note && <small>{note}</small>}
                </span>
              </a>
            </li>
          );
        })}
    </ul>
  );
}

function SkuType({ data, entryKey, entry }: { data: CategoryData; entryKey: string; entry: CatalogEntry }) {
  const { t } = useTranslation('showcase');
  const { lang } = useSite();
  const type = t(`skuTypes.${entry.skuType}`);
  return (
    <ShowcaseLayout
      data={data}
      title={entry.product}
      lead={t('category.typeLead', {
        type,
        count: t(`category.count.${noun(entry.skuType)}`, { count: entry.skus.length }),
      })}
    >
      <Crumbs
        items={[
          { label: t('category.title'), to: href(lang, 'showcase-category') },
          { label: entry.product },
        ]}
      />
      <dl className="showcase__product">
        <dt>{t('sku.product')}</dt>
        <dd>{entry.product}</dd>
        <dt>{t('sku.skuType')}</dt>
        <dd>{type}</dd>
      </dl>
      <h2 className="showcase-cat__heading">{t(`category.all.${noun(entry.skuType)}`)}</h2>
      <SkuLinks entryKey={entryKey} entry={entry} />
      <p>
        <a href={showcaseHref(lang, entryKey)}>{t('category.toStore', { name: t(`names.${entryKey}`) })}</a>
      </p>
    </ShowcaseLayout>
  );
}

function Details({ entry, sku }: { entry: CatalogEntry; sku: Sku }) {
  const { t } = useTranslation('showcase');
  const rows: [string, ReactNode][] = [
    [t('sku.product'), entry.product],
    [t('sku.skuType'), t(`skuTypes.${entry.skuType}`)],
  ];
  if (sku.finish) rows.push([t('category.finish'), t(`finishes.${sku.finish}`)]);
  if (sku.style) rows.push([t('category.style'), t(`styles.${sku.style}`)]);
  if (sku.products)
    rows.push([t('category.includes'), sku.products.map((p) => t(`skuTypes.${p.type}`)).join(', ')]);
  if (sku.pieces)
    rows.push([t('category.includes'), sku.pieces.map((p) => t(`skuTypes.${p.kind}`)).join(', ')]);
  rows.push([t('category.sku'), sku.id]);
  return (
    <dl className="showcase__product showcase-cat__details">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Product({
  data,
  entryKey,
  entry,
  sku,
  tryOn,
}: {
  data: CategoryData;
  entryKey: string;
  entry: CatalogEntry;
  sku: Sku;
  tryOn: CategoryTryOn | null;
}) {
  const { t } = useTranslation('showcase');
  const { lang } = useSite();
  const { status, open, stage } = useTryOn(data, tryOn?.featureKey ?? 'makeup');
  const note = skuNote(sku, t);
  return (
    <ShowcaseLayout
      data={data}
      title={sku.name}
      lead={`${entry.product} · ${t(`skuTypes.${entry.skuType}`)}`}
    >
      <Crumbs
        items={[
          { label: t('category.title'), to: href(lang, 'showcase-category') },
          { label: entry.product, to: href(lang, 'showcase-category-type', { skuType: entryKey }) },
          { label: sku.name },
        ]}
      />
      <div className="showcase-cat__product">
        <figure className="showcase-cat__figure" data-testid="product-art">
          <SkuArt skuType={entry.skuType} sku={sku} size={200} />
          <figcaption>
            {sku.name}
            {note && <SkuNote>{note}</SkuNote>}
          </figcaption>
        </figure>
        <Details entry={entry} sku={sku} />
      </div>
      {tryOn ? (
        <TryOnControls
          status={status}
          stage={stage}
          onStart={() => void open(sku, tryOn.mode, { finger: 'ring' })}
        />
      ) : (
        <p className="showcase__note" data-testid="product-only">
          {t('goods.note')}
        </p>
      )}
      <section className="showcase-cat__siblings" aria-labelledby="showcase-cat-siblings">
        <h2 id="showcase-cat-siblings" className="showcase-cat__heading">
          {t('category.siblings', { product: entry.product })}
        </h2>
        <SkuLinks entryKey={entryKey} entry={entry} except={sku.id} />
        <p>
          <a href={showcaseHref(lang, entryKey)}>{t('category.toStore', { name: t(`names.${entryKey}`) })}</a>
        </p>
      </section>
    </ShowcaseLayout>
  );
}
