import type { Wearable } from '../../../shared/wear';
import { ctx2d } from '../canvas';
import type { Translate, WordKey } from '../i18n';
import { el, type Panel } from '../panel';
import { type Hand, ringPlacement, wristPlacement } from './hand';
import { measureSection } from './hand-measure';
import { cardScale, ringSize, toMillimetres, wristSize } from './sizer';
import { type CardMiss, findCard } from './sizer-card';

/**
 * The sizer on the stage (spec 001 §4 "sizer", mobile, watch/bracelet/ring; docs/tryon-wear.md): the
 * frame holds still, the sizer looks for a bank card in it (sizer-card.ts) and Measure says the estimated
 * size range — or why it cannot: no card, a card too small or cut off by the frame, no hand, no edges.
 */

type Host = {
  frame(): { canvas: HTMLCanvasElement; hands: readonly Hand[] } | null;
  pieces(): readonly Wearable[];
  hold(): void;
  say(key: WordKey, vars?: Record<string, string | number>): void;
};

const MISSES: Readonly<Record<CardMiss, WordKey>> = {
  none: 'sizerNoCard',
  small: 'sizerCardSmall',
  edge: 'sizerCardEdge',
};

export class SizerTool {
  readonly button: HTMLButtonElement;
  private readonly box: HTMLElement;
  private readonly result: HTMLElement;

  constructor(
    panel: Panel,
    private readonly t: Translate,
    private readonly host: Host,
  ) {
    this.button = el('button', 'tryon__button tryon__sizer-open', {}, t('sizer'));
    Object.assign(this.button, { type: 'button', hidden: true });
    this.button.dataset.tool = 'sizer';
    this.box = el('div', 'tryon__sizer');
    this.box.hidden = true;
    this.box.setAttribute('role', 'group');
    this.box.setAttribute('aria-label', t('sizer'));
    const intro = el('p', 'tryon__sizer-intro', {}, t('sizerIntro'));
    const measure = el('button', 'tryon__button tryon__sizer-measure', {}, t('sizerMeasure'));
    const cancel = el('button', 'tryon__button tryon__sizer-cancel', {}, t('sizerCancel'));
    measure.type = cancel.type = 'button';
    this.result = el('p', 'tryon__sizer-result');
    this.result.setAttribute('aria-live', 'polite');
    this.box.append(intro, measure, cancel, this.result);
    panel.tools.append(this.button);
    panel.tools.after(this.box);
    this.button.addEventListener('click', () => this.open());
    measure.addEventListener('click', () => this.measure());
    cancel.addEventListener('click', () => this.close());
  }

  /** Offered on hand pages with a ring, watch or bracelet when the sizer is on (mobile, or mode=sizer). */
  setAvailable(on: boolean): void {
    this.button.hidden = !on;
    if (!on) this.close();
  }

  open(): void {
    if (!this.host.frame()) return;
    this.host.hold();
    this.box.hidden = false;
    this.result.textContent = '';
    delete this.result.dataset.message;
    delete this.result.dataset.cardPx;
  }

  close(): void {
    this.box.hidden = true;
  }

  /** Finds the card, then measures the first hand's ring finger or wrist against it; says why not. */
  measure(): void {
    const frame = this.host.frame();
    const hand = frame?.hands[0];
    const say = (key: WordKey, vars?: Record<string, string | number>) => {
      this.result.textContent = this.t(key, vars);
      this.result.dataset.message = key;
      this.host.say(key, vars);
    };
    delete this.result.dataset.cardPx;
    if (!frame || !hand) {
      say('noHand');
      return;
    }
    const { width, height } = frame.canvas;
    const img = ctx2d(frame.canvas).getImageData(0, 0, width, height);
    const card = findCard(img);
    if (typeof card === 'string') {
      say(MISSES[card]);
      return;
    }
    this.result.dataset.cardPx = card.long.toFixed(1);
    const scale = cardScale(card);
    const ring = this.host.pieces().find((p) => p.kind === 'ring');
    const place = ring ? ringPlacement(hand.lm, ring.finger ?? 'ring') : wristPlacement(hand.lm, 0.05);
    const section = measureSection(img, place);
    if (!section) {
      say('sizerNoEdge');
      return;
    }
    const mm = toMillimetres(section.width, scale);
    const fixed = (v: number, d = 1) => v.toFixed(d);
    if (ring) {
      const r = ringSize(mm);
      const range = r.low === r.high ? `${r.low}` : `${r.low}–${r.high}`;
      say('sizerRing', { range, mm: fixed(r.diameter), err: fixed(r.error) });
    } else {
      const w = wristSize(mm);
      say('sizerWrist', { cm: fixed(w.cm), err: fixed(w.error), size: w.size });
    }
    this.result.append(el('small', 'tryon__sizer-note', {}, ` ${this.t('sizerEstimate')}`));
  }
}
