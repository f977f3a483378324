import { describe, expect, it } from 'vitest';
import { lateTranslations } from '../../worker/render/late-translations';

/**
 * decision 0249: the worker's stream puts each late part's translation entries in a script right after
 * the hydration data and before each segment React writes after it — wherever the renderer cut its
 * chunks (React's development renderer cuts anywhere, even inside a character).
 */
const SHELL =
  '<!DOCTYPE html><html><head><style>a:hover{color:red}</style></head><body><p>Café 日本語</p>' +
  '<!--$?--><template id="B:0"></template><!--/$--><!--$?--><template id="B:1"></template><!--/$-->' +
  '<script type="application/json" id="__ssr">{"resources":{"en":{"common":{"a":"Ä \\u003c/script\\u003e"}}}}</script>';
const BOOT = '<script nonce="n">import("/assets/entry.js")</script>';
const SEGMENT_0 =
  '<div hidden id="S:0"><p class="x">ストリーム 🙂</p></div><script nonce="n">$RC("B:0","S:0")</script>';
const SEGMENT_1 =
  '<table hidden><tbody id="S:1"><tr><td>late</td></tr></tbody></table><script nonce="n">$RC("B:1","S:1")</script>';
const END = '</body></html>';

const script = (entries: unknown) =>
  `<script nonce="n">(self.__T=self.__T||[]).push(${JSON.stringify(entries)})</script>`;

const FIRST = { common: { b: 'Bé' } };
const THIRD = { business: { c: '<Ç>' } };
const EXPECTED =
  SHELL +
  script(FIRST) +
  BOOT +
  SEGMENT_0 +
  '<script nonce="n">(self.__T=self.__T||[]).push({"business":{"c":"\\u003cÇ\\u003e"}})</script>' +
  SEGMENT_1 +
  END;

/** Runs the transform over `chunks`; `take` answers from a queue (one answer per place it is asked). */
async function run(chunks: Uint8Array[]) {
  const answers: (Record<string, unknown> | undefined)[] = [FIRST, undefined, THIRD];
  let asked = 0;
  let left: unknown = 'not called';
  const transform = lateTranslations(
    'n',
    () => answers[asked++],
    (rest) => {
      left = rest;
    },
  );
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
  const out: Uint8Array[] = [];
  const reader = source.pipeThrough(transform).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    out.push(value);
  }
  const bytes = new Uint8Array(out.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of out) {
    bytes.set(c, at);
    at += c.length;
  }
  return { html: new TextDecoder('utf-8', { fatal: true }).decode(bytes), asked, left };
}

const whole = new TextEncoder().encode(SHELL + BOOT + SEGMENT_0 + SEGMENT_1 + END);

describe('the late translations stream (worker/render/late-translations.ts)', () => {
  it('puts a script after the hydration data and before each segment that has new entries', async () => {
    const { html, asked, left } = await run([whole]);
    expect(html).toBe(EXPECTED);
    // Asked after the hydration data, before each of the two segments, and once at the end.
    expect(asked).toBe(4);
    expect(left).toBeUndefined();
  });

  it('gives the same bytes wherever the chunks are cut (two chunks, every cut)', async () => {
    for (let cut = 1; cut < whole.length; cut++) {
      const { html } = await run([whole.subarray(0, cut), whole.subarray(cut)]);
      expect(html, `cut at byte ${cut}`).toBe(EXPECTED);
    }
  });

  it('gives the same bytes one byte at a time', async () => {
    const bytes = [...whole].map((b) => new Uint8Array([b]));
    expect((await run(bytes)).html).toBe(EXPECTED);
  });

  it('leaves a document without hydration data as it is, and reports nothing left', async () => {
    const plain = new TextEncoder().encode('<html><body><div hidden id="S:0">x</div></body></html>');
    const { html, asked, left } = await run([plain]);
    expect(html).toBe('<html><body><div hidden id="S:0">x</div></body></html>');
    expect(asked).toBe(0);
    expect(left).toBeUndefined();
  });
});
