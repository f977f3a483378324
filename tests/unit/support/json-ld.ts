import type { JsonLdObject } from '../../../shared/structured-data';

/**
 * A JSON-LD object as the page serves it (its JSON text read back): a plain record whose fields a test can
 * read by name. The builders' return type is schema-dts's union of every Thing, which has no common fields.
 */
export function served(ld: JsonLdObject): Record<string, unknown>;
export function served(ld: JsonLdObject | null): Record<string, unknown> | null;
export function served(ld: JsonLdObject | null): Record<string, unknown> | null {
  return ld === null ? null : (JSON.parse(JSON.stringify(ld)) as Record<string, unknown>);
}
