/**
 * A structured-data validator for the JSON-LD this site prints (decision 0171): schema.org shapes with
 * the fields search engines require per type, absolute URLs, ISO dates and durations, and no empty
 * values anywhere (an empty string, array or object, or null, is an error). Unknown types are errors
 * too, so a new kind of item must be taught here first. Returns the problems found (none: valid).
 */

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const ABSOLUTE = /^https?:\/\/[^\s/]+\/?[^\s]*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
/** Properties whose values are addresses. */
const URL_KEYS = new Set([
  'url',
  'item',
  '@id',
  'contentUrl',
  'embedUrl',
  'thumbnailUrl',
  'urlTemplate',
  'logo',
  'image',
  'sameAs',
  'mainEntityOfPage',
]);

type Check = (o: Obj, at: string, out: string[]) => void;

const need =
  (...keys: string[]): Check =>
  (o, at, out) => {
    for (const k of keys) if (o[k] === undefined) out.push(`${at}: ${String(o['@type'])} needs ${k}`);
  };
const oneOf =
  (...keys: string[]): Check =>
  (o, at, out) => {
    if (!keys.some((k) => o[k] !== undefined))
      out.push(`${at}: ${String(o['@type'])} needs ${keys.join(' or ')}`);
  };
const typed =
  (key: string, ...types: string[]): Check =>
  (o, at, out) => {
    const list = Array.isArray(o[key]) ? (o[key] as unknown[]) : o[key] === undefined ? [] : [o[key]];
    for (const v of list)
      if (!isObj(v) || !types.includes(String(v['@type'])))
        out.push(`${at}.${key}: expected ${types.join('|')}`);
  };
const dates =
  (...keys: string[]): Check =>
  (o, at, out) => {
    for (const k of keys)
      if (o[k] !== undefined && !ISO_DATE.test(String(o[k]))) out.push(`${at}.${k}: not an ISO 8601 date`);
  };
const durations =
  (...keys: string[]): Check =>
  (o, at, out) => {
    for (const k of keys)
      if (o[k] !== undefined && !ISO_DURATION.test(String(o[k])))
        out.push(`${at}.${k}: not an ISO 8601 duration`);
  };
const minItems =
  (key: string, n: number): Check =>
  (o, at, out) => {
    if (!Array.isArray(o[key]) || (o[key] as unknown[]).length < n) out.push(`${at}.${key}: at least ${n}`);
  };

/** The rules per schema.org type (Google's required properties where it documents them). */
const RULES: Record<string, Check[]> = {
  Organization: [need('name')],
  WebSite: [need('name', 'url'), typed('potentialAction', 'SearchAction')],
  SearchAction: [
    need('target', 'query-input'),
    (o, at, out) => {
      const target = o.target as Obj | undefined;
      if (!String(target?.urlTemplate ?? '').includes('{search_term_string}'))
        out.push(`${at}.target.urlTemplate: must contain {search_term_string}`);
    },
  ],
  EntryPoint: [need('urlTemplate')],
  BreadcrumbList: [
    minItems('itemListElement', 1),
    typed('itemListElement', 'ListItem'),
    (o, at, out) => {
      (o.itemListElement as Obj[]).forEach((item, i) => {
        if (item.position !== i + 1) out.push(`${at}.itemListElement[${i}]: position ${i + 1} expected`);
      });
    },
  ],
  ListItem: [need('position', 'name', 'item')],
  FAQPage: [minItems('mainEntity', 1), typed('mainEntity', 'Question')],
  Question: [need('name', 'acceptedAnswer'), typed('acceptedAnswer', 'Answer')],
  Answer: [need('text')],
  HowTo: [need('name', 'step'), minItems('step', 1), typed('step', 'HowToStep'), durations('totalTime')],
  HowToStep: [need('text')],
  HowToSupply: [need('name')],
  HowToTool: [need('name')],
  VideoObject: [
    need('name', 'description', 'thumbnailUrl'),
    oneOf('contentUrl', 'embedUrl'),
    durations('duration'),
    dates('uploadDate'),
  ],
  SoftwareApplication: [
    need('name', 'offers', 'operatingSystem', 'applicationCategory'),
    typed('offers', 'Offer'),
  ],
  Offer: [need('price', 'priceCurrency')],
  BlogPosting: [
    need('headline', 'datePublished', 'author', 'publisher'),
    dates('datePublished', 'dateModified'),
  ],
  NewsArticle: [
    need('headline', 'datePublished', 'author'),
    dates('datePublished'),
    (o, at, out) => {
      if (String(o.headline ?? '').length > 110) out.push(`${at}.headline: over 110 characters`);
    },
  ],
  Person: [need('name')],
  ProfilePage: [need('mainEntity'), typed('mainEntity', 'Person')],
  WebPage: [oneOf('@id', 'url')],
  Event: [need('name', 'startDate', 'location'), dates('startDate', 'endDate')],
  Place: [need('name')],
  VirtualLocation: [need('url')],
};

function walk(value: unknown, at: string, out: string[], key: string): void {
  if (value === null || value === undefined) {
    out.push(`${at}: empty value`);
    return;
  }
  if (typeof value === 'string') {
    if (value.trim() === '') out.push(`${at}: empty string`);
    else if (URL_KEYS.has(key) && !ABSOLUTE.test(value)) out.push(`${at}: not an absolute URL (${value})`);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) out.push(`${at}: empty list`);
    value.forEach((v, i) => {
      walk(v, `${at}[${i}]`, out, key);
    });
    return;
  }
  if (!isObj(value)) return;
  if (Object.keys(value).length === 0) {
    out.push(`${at}: empty object`);
    return;
  }
  const type = value['@type'];
  if (type !== undefined) {
    const rules = RULES[String(type)];
    if (!rules) out.push(`${at}: unknown type ${String(type)}`);
    else for (const rule of rules) rule(value, at, out);
  }
  for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`, out, k);
}

/** The problems of one top-level JSON-LD item (it must carry the schema.org context and a type). */
export function validateJsonLd(item: unknown): string[] {
  const out: string[] = [];
  if (!isObj(item)) return ['not an object'];
  if (item['@context'] !== 'https://schema.org') out.push('@context must be https://schema.org');
  if (typeof item['@type'] !== 'string') out.push('@type missing');
  // The organisation itself (the homes) names its site and logo; nested ones (publisher…) a name.
  if (item['@type'] === 'Organization') need('url', 'logo')(item, 'Organization', out);
  walk(item, String(item['@type'] ?? '$'), out, '');
  return out;
}

/** Every JSON-LD script of an HTML page, parsed. */
export function jsonLdOf(html: string): Obj[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Obj,
  );
}
