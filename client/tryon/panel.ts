import type { Translate, WordKey } from './i18n';

/**
 * The module's panel (docs/tryon.md "The panel"): built with DOM calls, styled by the module's own
 * stylesheet (tryon.css in the module folder, allowed by the pages' `style-src 'self'`). It renders into
 * the container the page gives (`open({ container })`), else into an overlay of its own.
 */

export type Panel = {
  root: HTMLElement;
  title: HTMLElement;
  close: HTMLButtonElement;
  chooser: HTMLElement;
  camera: HTMLButtonElement;
  file: HTMLInputElement;
  sample: HTMLButtonElement;
  /** The sample's thumbnail: the face on face pages, the illustrated hand on hand pages. */
  thumb: HTMLImageElement;
  stage: HTMLElement;
  canvas: HTMLCanvasElement;
  split: HTMLInputElement;
  clip: HTMLVideoElement;
  status: HTMLElement;
  tools: HTMLElement;
  mirror: HTMLButtonElement;
  pause: HTMLButtonElement;
  compare: HTMLButtonElement;
  snapshot: HTMLButtonElement;
  record: HTMLButtonElement;
  reset: HTMLButtonElement;
  change: HTMLButtonElement;
  download: HTMLAnchorElement;
  back: HTMLButtonElement;
};

/** An element with a class, attributes and text: the module's panels are built with DOM calls. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  attrs: Record<string, string> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

function button(t: Translate, key: WordKey, name: string, pressed?: boolean): HTMLButtonElement {
  const b = el('button', `tryon__button tryon__${name}`, { type: 'button', 'data-tool': name }, t(key));
  if (pressed !== undefined) b.setAttribute('aria-pressed', String(pressed));
  return b;
}

let count = 0;

/** Builds the panel (not yet attached). */
export function buildPanel(t: Translate, base: string): Panel {
  const id = `tryon-${++count}`;
  const root = el('section', 'tryon', { 'aria-labelledby': `${id}-title`, 'data-testid': 'tryon' });
  const head = el('div', 'tryon__head');
  const title = el('h2', 'tryon__title', { id: `${id}-title`, tabindex: '-1' }, t('title'));
  const close = el('button', 'tryon__close', { type: 'button', 'aria-label': t('close') }, '×');
  head.append(title, close);

  const chooser = el('div', 'tryon__chooser', { role: 'group', 'aria-label': t('choose') });
  const camera = button(t, 'camera', 'camera');
  const fileLabel = el('label', 'tryon__button tryon__upload');
  const file = el('input', 'tryon__file', { type: 'file', accept: 'image/*' });
  fileLabel.append(t('photo'), file);
  const sample = button(t, 'sample', 'sample');
  // The sample's face, cut from the photo by its frame (the picture is 512², the face near 225, 140).
  const frame = el('span', 'tryon__thumb', { 'aria-hidden': 'true' });
  const thumb = el('img', '', { src: `${base}sample-astronaut.png`, alt: '', width: '128', height: '128' });
  frame.append(thumb);
  sample.prepend(frame);
  const privacy = el('p', 'tryon__privacy', {}, t('privacy'));
  chooser.append(camera, fileLabel, sample, privacy);

  const stage = el('div', 'tryon__stage', { hidden: '' });
  const canvas = el('canvas', 'tryon__canvas', { role: 'img', 'aria-label': t('stage') });
  const split = el('input', 'tryon__split', {
    type: 'range',
    min: '0',
    max: '100',
    value: '50',
    'aria-label': t('compareSlider'),
    hidden: '',
  });
  const clip = el('video', 'tryon__clip', { controls: '', loop: '', playsinline: '', hidden: '' });
  stage.append(canvas, split, clip);

  const status = el('p', 'tryon__status', { role: 'status', 'aria-live': 'polite' });
  const tools = el('div', 'tryon__tools', { role: 'toolbar', 'aria-label': t('title'), hidden: '' });
  const mirror = button(t, 'mirror', 'mirror', true);
  const pause = button(t, 'pause', 'pause');
  const compare = button(t, 'compare', 'compare', false);
  const snapshot = button(t, 'snapshot', 'snapshot');
  const record = button(t, 'record', 'record');
  const reset = button(t, 'reset', 'reset');
  const change = button(t, 'changeSource', 'change');
  const download = el('a', 'tryon__button tryon__download', { download: 'try-on.webm', hidden: '' });
  download.textContent = t('downloadClip');
  const back = button(t, 'backToLive', 'back');
  back.hidden = true;
  tools.append(mirror, pause, compare, snapshot, record, download, back, reset, change);

  const notices = el('a', 'tryon__notices', {
    href: `${base}NOTICES.txt`,
    target: '_blank',
    rel: 'noopener',
  });
  notices.textContent = t('notices');
  root.append(head, chooser, stage, status, tools, notices);
  return {
    root,
    title,
    close,
    chooser,
    camera,
    file,
    sample,
    thumb,
    stage,
    canvas,
    split,
    clip,
    status,
    tools,
    mirror,
    pause,
    compare,
    snapshot,
    record,
    reset,
    change,
    download,
    back,
  };
}

/** Links the module's stylesheet once per document. */
export function linkStyles(base: string): void {
  const href = `${base}tryon.css`;
  if (document.querySelector(`link[href="${href}"]`)) return;
  document.head.append(el('link', '', { rel: 'stylesheet', href }));
}
