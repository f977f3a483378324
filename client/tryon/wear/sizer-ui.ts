import type { Wearable } from '../../../shared/wear';
import { ctx2d } from '../canvas';
import type { Translate, WordKey } from '../i18n';
import { el, type Panel } from '../panel';
import type { Pt } from '../types';
import { type Hand, ringPlacement, wristPlacement } from './hand';
import { cardScale, ringSize, toMillimetres, widthAcross, wristSize } from './sizer';

/**
 * The sizer on the stage (spec 001 §4 "sizer", mobile, watch/bracelet/ring; docs/tryon-wear.md): the
 * frame holds still, two markers go on the card's short ends (dragged, or moved with the arrow keys),
 * and Measure says the estimated size range — or why it cannot.
 */

type Host = {
  frame(): { canvas: HTMLCanvasElement; hands: readonly Hand[] } | null;
  pieces(): readonly Wearable[];
  mirrored(): boolean;
  hold(): void;
  say(key: WordKey, vars?: Record<string, string | number>): void;
};

export class SizerTool {
  readonly button: HTMLButtonElement;
  private readonly box: HTMLElement;
  private readonly result: HTMLElement;
  private readonly markers: [HTMLButtonElement, HTMLButtonElement];
  /** The markers' places in frame pixels. */
  private readonly at: [Pt, Pt] = [
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ];

  constructor(
    private readonly panel: Panel,
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
    this.markers = [this.marker('sizerStart', 0), this.marker('sizerEnd', 1)];
    panel.tools.append(this.button);
    panel.tools.after(this.box);
    panel.stage.append(...this.markers);
    this.button.addEventListener('click', () => this.open());
    measure.addEventListener('click', () => this.measure());
    cancel.addEventListener('click', () => this.close());
  }

  /** Offered on hand pages with a ring, watch or bracelet when the sizer is on (mobile, or mode=sizer). */
  setAvailable(on: boolean): void {
    this.button.hidden = !on;
    if (!on) this.close();
  }

  private marker(label: WordKey, i: 0 | 1): HTMLButtonElement {
    const m = el('button', `tryon__marker tryon__marker--${i ? 'end' : 'start'}`);
    m.type = 'button';
    m.hidden = true;
    m.setAttribute('aria-label', this.t(label));
    m.addEventListener('pointerdown', (e) => {
      m.setPointerCapture(e.pointerId);
      const move = (ev: PointerEvent) => this.place(i, this.toFrame(ev.clientX, ev.clientY));
      m.addEventListener('pointermove', move);
      m.addEventListener('pointerup', () => m.removeEventListener('pointermove', move), { once: true });
    });
    m.addEventListener('keydown', (e) => {
      const step = e.shiftKey ? 10 : 2;
      const flip = this.host.mirrored() ? -1 : 1;
      const d: Record<string, Pt> = {
        ArrowLeft: { x: -step * flip, y: 0 },
        ArrowRight: { x: step * flip, y: 0 },
        ArrowUp: { x: 0, y: -step },
        ArrowDown: { x: 0, y: step },
      };
      const v = d[e.key];
      if (!v) return;
      e.preventDefault();
      this.place(i, { x: this.at[i].x + v.x, y: this.at[i].y + v.y });
    });
    return m;
  }

  /** A pointer's place on the stage in frame pixels (the canvas may be mirrored). */
  private toFrame(clientX: number, clientY: number): Pt {
    const canvas = this.panel.canvas;
    const box = canvas.getBoundingClientRect();
    const sx = (clientX - box.left) / box.width;
    const x = (this.host.mirrored() ? 1 - sx : sx) * canvas.width;
    return { x, y: ((clientY - box.top) / box.height) * canvas.height };
  }

  private place(i: 0 | 1, p: Pt): void {
    const { width, height } = this.panel.canvas;
    this.at[i] = { x: Math.min(width, Math.max(0, p.x)), y: Math.min(height, Math.max(0, p.y)) };
    const sx = this.at[i].x / width;
    const m = this.markers[i];
    // Custom properties set through the CSSOM (which the pages' CSP allows); tryon.css places the marker.
    m.style.setProperty('--x', `${(this.host.mirrored() ? 1 - sx : sx) * 100}%`);
    m.style.setProperty('--y', `${(this.at[i].y / height) * 100}%`);
  }

  open(): void {
    if (!this.host.frame()) return;
    this.host.hold();
    const { width, height } = this.panel.canvas;
    this.place(0, { x: width * 0.3, y: height * 0.85 });
    this.place(1, { x: width * 0.7, y: height * 0.85 });
    this.box.hidden = false;
    for (const m of this.markers) m.hidden = false;
    this.result.textContent = '';
    this.markers[0].focus();
  }

  close(): void {
    this.box.hidden = true;
    for (const m of this.markers) m.hidden = true;
  }

  /** Measures the first hand's ring finger or wrist against the card; says the range, or why not. */
  measure(): void {
    const frame = this.host.frame();
    const hand = frame?.hands[0];
    const scale = cardScale(this.at[0], this.at[1]);
    const say = (key: WordKey, vars?: Record<string, string | number>) => {
      this.result.textContent = this.t(key, vars);
      this.result.dataset.message = key;
      this.host.say(key, vars);
    };
    if (!frame || !hand) {
      say('noHand');
      return;
    }
    if (!scale) {
      say('sizerNoCard');
      return;
    }
    const ring = this.host.pieces().find((p) => p.kind === 'ring');
    const place = ring ? ringPlacement(hand.lm, ring.finger ?? 'ring') : wristPlacement(hand.lm, 0.05);
    const { width, height } = frame.canvas;
    const img = ctx2d(frame.canvas).getImageData(0, 0, width, height);
    const px = widthAcross(img, place.c, place.across, place.width);
    if (px === null) {
      say('sizerNoEdge');
      return;
    }
    const mm = toMillimetres(px, scale);
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
