import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeJson } from '../../shared/serialize';

/** The hydration data inside `<script type="application/json">`: inert in HTML, the same value in JSON. */
describe('serializeJson', () => {
  it('never ends the script element nor breaks a line, and parses back to the value', () => {
    const value = {
      a: '</script><script>alert(1)</script>',
      b: 'x & y > z',
      c: 'line\u2028sep\u2029par',
      n: [1, null],
    };
    const text = serializeJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('round-trips any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = serializeJson(v);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(v ?? null)));
      }),
    );
  });

  it('undefined becomes null', () => {
    expect(serializeJson(undefined)).toBe('null');
  });
});
