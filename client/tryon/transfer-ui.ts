import type { Product } from '../../shared/makeup';
import { readLook } from './analysis/transfer';
import { ctx2d } from './canvas';
import { createScratch, drawMakeup } from './effects';
import type { Engine } from './engine';
import type { Translate, WordKey } from './i18n';
import { el, type Panel } from './panel';
import { decodePhoto, loadSample, SourceError, type Still } from './sources';

/**
 * Makeup transfer on the panel (spec 001 §2.3 gen-ai/ai-makeup-transfer; docs/tryon-hair.md): the look
 * to copy — a sample look drawn on the sample model, or a photo of a made-up face the visitor gives —
 * is shown with the colours read from its zones (analysis/transfer.ts), and those products go on the
 * visitor's face. Colour transfer, said so on the panel.
 */

type Host = {
  engine(): Engine;
  base: string;
  /** The products read (null: none yet, or the reference had no face). */
  onLook(products: readonly Product[] | null, name: string): void;
  say(key: WordKey): void;
};

const ZONES = ['lips', 'eyes', 'cheeks', 'brows'] as const;

export class TransferTool {
  readonly root: HTMLElement;
  private readonly preview: HTMLCanvasElement;
  private readonly swatches: HTMLElement;
  private readonly state: HTMLElement;
  private ticket = 0;
  private readonly scratch = createScratch((w, h) =>
    Object.assign(document.createElement('canvas'), { width: w, height: h }),
  );

  constructor(
    panel: Panel,
    private readonly t: Translate,
    private readonly host: Host,
  ) {
    this.root = el('section', 'tryon__transfer');
    this.root.setAttribute('aria-label', t('transferTitle'));
    const title = el('h3', 'tryon__transfer-title', {}, t('transferTitle'));
    this.preview = el('canvas', 'tryon__transfer-preview');
    this.preview.setAttribute('role', 'img');
    this.preview.setAttribute('aria-label', t('transferPreview'));
    this.swatches = el('ul', 'tryon__transfer-swatches');
    this.state = el('p', 'tryon__transfer-state');
    this.state.setAttribute('aria-live', 'polite');
    const upload = el('label', 'tryon__button tryon__upload', {}, t('transferUpload'));
    const file = el('input', 'tryon__file');
    file.type = 'file';
    file.accept = 'image/*';
    upload.append(file);
    const note = el('p', 'tryon__transfer-note', {}, t('transferNote'));
    this.root.append(title, this.preview, this.swatches, this.state, upload, note);
    file.addEventListener('change', () => {
      const f = file.files?.[0];
      file.value = '';
      if (f) void this.read(() => decodePhoto(f), f.name, null);
    });
    panel.chooser.before(this.root);
  }

  /** A sample look: drawn on the sample model, then read back like any reference. */
  fromSample(name: string, products: readonly Product[]): void {
    void this.read(() => loadSample(this.host.base), name, products);
  }

  private async read(get: () => Promise<Still>, name: string, paint: readonly Product[] | null) {
    const ticket = ++this.ticket;
    this.state.textContent = this.t('transferReading');
    let still: Still;
    try {
      still = await get();
    } catch (error) {
      this.state.textContent = this.t(error instanceof SourceError ? error.key : 'engineFailed');
      return;
    }
    const { bitmap } = still;
    const engine = this.host.engine();
    await engine.start();
    const found = await engine.detect(bitmap, bitmap.width, bitmap.height, true, 1024);
    if (ticket !== this.ticket) {
      bitmap.close();
      return;
    }
    const lm = found.items[0];
    const canvas = this.preview;
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const ctx = ctx2d(canvas);
    ctx.drawImage(bitmap, 0, 0);
    bitmap.close();
    if (!lm) {
      this.state.textContent = this.t('transferNoFace');
      this.swatches.replaceChildren();
      this.host.onLook(null, name);
      return;
    }
    if (paint) {
      const clean = Object.assign(document.createElement('canvas'), {
        width: canvas.width,
        height: canvas.height,
      });
      ctx2d(clean).drawImage(canvas, 0, 0);
      drawMakeup(ctx, clean, lm, paint, this.scratch);
    }
    const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
    // ImageData's fields are getters: named one by one (a spread would copy none).
    const look = readLook({ data: image.data, width: image.width, height: image.height, x: 0, y: 0 }, lm);
    this.swatches.replaceChildren(
      ...ZONES.map((z) => {
        const li = document.createElement('li');
        const color = look?.zones[z];
        li.dataset.zone = z;
        li.textContent = `${this.t(`transfer_${z}` as WordKey)}: ${color ?? this.t('transferBare')}`;
        if (color) {
          const chip = document.createElement('span');
          chip.className = 'tryon__transfer-chip';
          // A colour chip set through the CSSOM (the pages' CSP allows it, not style attributes).
          chip.style.setProperty('--chip', color);
          li.prepend(chip);
        }
        return li;
      }),
    );
    this.state.textContent = this.t('transferRead', { name });
    this.host.onLook(look?.products ?? null, name);
  }
}
