const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe to place inside an HTML <script> element (no `</script>`, no line separators). One pass
 * over the text: the hydration data of a page is ~20 KB, written on every render.
 */
export function serializeJson(value: unknown): string {
  return JSON.stringify(value ?? null).replace(UNSAFE, (c) => ESCAPED[c]!);
}
