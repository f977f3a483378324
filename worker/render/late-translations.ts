import { SSR_DATA_ID, TRANSLATIONS_GLOBAL } from '../../client/app/ssr-data';
import { serializeJson } from '../../shared/serialize';
import { indexOfBytes, joinBytes, startsWithBytes } from './bytes';

/**
 * Late parts carry their translations (decision 0249). The hydration data holds the entries the shell
 * read (decision 0240); a Suspense boundary the worker renders after it reads more. This stream puts,
 * before each streamed segment, a nonced script with the entries read since the last such script that
 * the browser does not have yet (`take`), queued for the page's light i18next:
 * `(self.__T=self.__T||[]).push({ns: {…}})`. A segment's render precedes its bytes, so its entries are
 * in the browser before React's `$RC` can show and hydrate it.
 *
 * Where they go, found in the bytes (every marker is ASCII, which never occurs inside a multi-byte
 * UTF-8 character, so nothing is decoded):
 * - right after the hydration data script (`id="__ssr">` … `</script>`), for a boundary that completed
 *   before the shell was written and is inline in it; the client entry starts after that script;
 * - before each segment React writes after the shell: `<div hidden id="S:…">` and its forms inside SVG,
 *   MathML and tables (React's default identifier prefix; this renderer sets none).
 * A marker cut between two chunks is held back until the next one (React's development renderer cuts
 * anywhere; the production one writes one chunk per flush, decision 0243).
 */
export function lateTranslations(
  nonce: string,
  take: () => Record<string, unknown> | undefined,
  end: (left: Record<string, unknown> | undefined) => void,
): TransformStream<Uint8Array, Uint8Array> {
  let phase: 'shell' | 'data' | 'late' = 'shell';
  let held: Uint8Array | null = null;
  const script = (): Uint8Array | null => {
    const entries = take();
    if (!entries) return null;
    return ENCODER.encode(
      `<script nonce="${nonce}">(self.${TRANSLATIONS_GLOBAL}=self.${TRANSLATIONS_GLOBAL}||[]).push(${serializeJson(entries)})</script>`,
    );
  };
  return new TransformStream({
    transform(chunk, controller) {
      const buf = held ? joinBytes([held, chunk]) : chunk;
      held = null;
      let emitted = 0;
      let at = 0;
      const insert = (pos: number) => {
        const bytes = script();
        if (!bytes) return;
        if (pos > emitted) controller.enqueue(buf.subarray(emitted, pos));
        controller.enqueue(bytes);
        emitted = pos;
      };
      for (;;) {
        if (phase === 'shell') {
          const i = indexOfBytes(buf, DATA_START, at);
          if (i < 0) break;
          at = i + DATA_START.length;
          phase = 'data';
        } else if (phase === 'data') {
          const i = indexOfBytes(buf, SCRIPT_END, at);
          if (i < 0) break;
          at = i + SCRIPT_END.length;
          phase = 'late';
          insert(at);
        } else {
          const i = indexOfBytes(buf, SEGMENT_ID, at);
          if (i < 0) break;
          at = i + SEGMENT_ID.length;
          const start = segmentStart(buf, i);
          if (start >= emitted) insert(start);
        }
      }
      // A marker may begin at the end of this chunk: keep that tail (a few bytes) for the next one.
      const keep = Math.max(emitted, partialTail(buf, at, phase));
      if (keep > emitted) controller.enqueue(buf.subarray(emitted, keep));
      if (keep < buf.length) held = buf.slice(keep);
    },
    flush(controller) {
      if (held) controller.enqueue(held);
      end(phase === 'late' ? take() : undefined);
    },
  });
}

const ENCODER = new TextEncoder();
const ascii = (s: string) => ENCODER.encode(s);

const DATA_START = ascii(`id="${SSR_DATA_ID}">`);
const SCRIPT_END = ascii('</script>');
const SEGMENT_ID = ascii('id="S:');
/** What React writes before ` id="S:…"` to open a segment (react-dom-server `writeStartSegment`). */
const SEGMENT_OPENERS = [
  '<div hidden ',
  '<svg aria-hidden="true" style="display:none" ',
  '<math aria-hidden="true" style="display:none" ',
  '<table hidden ',
  '<table hidden><tbody ',
  '<table hidden><tr ',
  '<table hidden><colgroup ',
].map(ascii);
const SEGMENT_MARKERS = SEGMENT_OPENERS.map((o) => joinBytes([o, SEGMENT_ID]));

/** Where the segment opener ending at `id` (a `id="S:` position) starts; -1 when none does. */
function segmentStart(buf: Uint8Array, id: number): number {
  let best = -1;
  for (const opener of SEGMENT_OPENERS) {
    const start = id - opener.length;
    if (start >= 0 && (best < 0 || start < best) && startsWithBytes(buf, opener, start)) best = start;
  }
  return best;
}

/** The start of the tail of `buf` (after `from`) that may be the beginning of the marker sought next. */
function partialTail(buf: Uint8Array, from: number, phase: 'shell' | 'data' | 'late'): number {
  const markers = phase === 'shell' ? [DATA_START] : phase === 'data' ? [SCRIPT_END] : SEGMENT_MARKERS;
  const longest = Math.max(...markers.map((m) => m.length));
  for (let start = Math.max(from, buf.length - longest + 1); start < buf.length; start++) {
    const rest = buf.length - start;
    if (markers.some((m) => rest < m.length && startsWithBytes(buf, m.subarray(0, rest), start)))
      return start;
  }
  return buf.length;
}
