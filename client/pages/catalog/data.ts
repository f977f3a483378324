/** A list of solution pages (technologies index, solutions/enterprise "view all products"). */
export type CatalogItem = { href: string; title: string; description: string };
export type CatalogGroup = { key: string; items: CatalogItem[] };
export type CatalogData = { kind: 'technologies' | 'enterprise'; groups: CatalogGroup[] };
