import type { Translate, WordKey } from '../i18n';
import { el } from '../panel';
import { GEMS, type Gem, LIGHTINGS, type Lighting, METALS, type Metal } from './product';

/**
 * The 3D viewer's panel (docs/tryon-viewer.md "The panel"): the module's panel frame (title, ×, status,
 * notices; styled by tryon.css) around the viewer's canvas and controls (viewer.css). Built with DOM
 * calls; colours of the swatches are set through the CSSOM, never a style attribute (the pages' CSP).
 */

export type ViewerPanel = {
  root: HTMLElement;
  title: HTMLElement;
  close: HTMLButtonElement;
  canvas: HTMLCanvasElement;
  status: HTMLElement;
  zoom: HTMLInputElement;
  reset: HTMLButtonElement;
  turntable: HTMLButtonElement;
  /** The playground's choices (hidden on the other views). */
  playground: HTMLElement;
  metal: HTMLFieldSetElement;
  gem: HTMLFieldSetElement;
  gemLegend: HTMLElement;
  gemNote: HTMLElement;
  light: HTMLFieldSetElement;
};

let count = 0;

const METAL_WORDS: Record<Metal, WordKey> = {
  gold: 'viewerMetalGold',
  rose: 'viewerMetalRose',
  silver: 'viewerMetalSilver',
  black: 'viewerMetalBlack',
};
const GEM_WORDS: Record<Gem, WordKey> = {
  diamond: 'viewerGemDiamond',
  ruby: 'viewerGemRuby',
  sapphire: 'viewerGemSapphire',
  emerald: 'viewerGemEmerald',
};
const LIGHT_WORDS: Record<Lighting, WordKey> = {
  studio: 'viewerLightStudio',
  daylight: 'viewerLightDaylight',
  evening: 'viewerLightEvening',
};
export const metalWord = (t: Translate, m: Metal) => t(METAL_WORDS[m]);

/** A radio group: a fieldset with its legend and one labelled radio (with a swatch) per choice. */
function choices(
  id: string,
  name: string,
  legend: string,
  options: readonly { value: string; label: string; swatch?: string }[],
): { set: HTMLFieldSetElement; legend: HTMLElement } {
  const set = el('fieldset', `viewer__choices viewer__${name}`);
  const title = el('legend', '', {}, legend);
  set.append(title);
  for (const o of options) {
    const label = el('label', 'viewer__choice');
    const input = el('input', '', { type: 'radio', name: `${id}-${name}`, value: o.value });
    label.append(input);
    if (o.swatch) {
      const swatch = el('span', 'viewer__swatch', { 'aria-hidden': 'true' });
      swatch.style.backgroundColor = o.swatch;
      label.append(swatch);
    }
    label.append(o.label);
    set.append(label);
  }
  return { set, legend: title };
}

/** Checks the radio of `value` in a group. */
export function check(set: HTMLFieldSetElement, value: string): void {
  for (const input of set.querySelectorAll<HTMLInputElement>('input[type=radio]')) {
    input.checked = input.value === value;
  }
}

/** Builds the viewer's panel (not yet attached). */
export function buildViewerPanel(t: Translate, base: string): ViewerPanel {
  const id = `tryon-viewer-${++count}`;
  const root = el('section', 'tryon tryon--viewer', {
    'aria-labelledby': `${id}-title`,
    'data-testid': 'tryon',
    'data-feature': 'pbrviewer',
    'data-state': 'loading',
  });
  const head = el('div', 'tryon__head');
  const title = el('h2', 'tryon__title', { id: `${id}-title`, tabindex: '-1' }, t('viewerTitle'));
  const close = el('button', 'tryon__close', { type: 'button', 'aria-label': t('close') }, '×');
  head.append(title, close);

  const stage = el('div', 'tryon__stage viewer__stage');
  const canvas = el('canvas', 'viewer__canvas', {
    role: 'img',
    tabindex: '0',
    'aria-label': t('viewerTitle'),
    'aria-describedby': `${id}-help`,
  });
  stage.append(canvas);
  const help = el('p', 'viewer__help', { id: `${id}-help` }, t('viewerHelp'));
  const status = el('p', 'tryon__status', { role: 'status', 'aria-live': 'polite' }, t('viewerLoading'));

  const tools = el('div', 'viewer__tools', { role: 'group', 'aria-label': t('viewerControls') });
  const zoomLabel = el('label', 'viewer__zoom');
  const zoom = el('input', '', { type: 'range', min: '0', max: '100', step: '1', value: '50' });
  zoomLabel.append(t('viewerZoom'), zoom);
  const reset = el(
    'button',
    'tryon__button',
    { type: 'button', 'data-tool': 'reset-view' },
    t('viewerReset'),
  );
  const turntable = el(
    'button',
    'tryon__button',
    { type: 'button', 'data-tool': 'turntable', 'aria-pressed': 'false' },
    t('viewerTurntable'),
  );
  tools.append(zoomLabel, reset, turntable);

  const playground = el('div', 'viewer__playground', { hidden: '' });
  const metal = choices(
    id,
    'metal',
    t('viewerMetal'),
    (Object.keys(METALS) as Metal[]).map((m) => ({ value: m, label: t(METAL_WORDS[m]), swatch: METALS[m] })),
  );
  const gem = choices(
    id,
    'gem',
    t('viewerGem'),
    (Object.keys(GEMS) as Gem[]).map((g) => ({ value: g, label: t(GEM_WORDS[g]), swatch: GEMS[g] })),
  );
  const gemNote = el('p', 'viewer__note', { hidden: '' }, t('viewerNoGem'));
  gem.set.append(gemNote);
  const light = choices(
    id,
    'light',
    t('viewerLight'),
    LIGHTINGS.map((l) => ({ value: l, label: t(LIGHT_WORDS[l]) })),
  );
  playground.append(metal.set, gem.set, light.set);

  const note = el('p', 'viewer__note', {}, t('viewerNote'));
  const notices = el('a', 'tryon__notices', {
    href: `${base}NOTICES.txt`,
    target: '_blank',
    rel: 'noopener',
  });
  notices.textContent = t('notices');
  root.append(head, stage, help, status, tools, playground, note, notices);
  return {
    root,
    title,
    close,
    canvas,
    status,
    zoom,
    reset,
    turntable,
    playground,
    metal: metal.set,
    gem: gem.set,
    gemLegend: gem.legend,
    gemNote,
    light: light.set,
  };
}

/** Links the viewer's stylesheets (the module's tryon.css and viewer.css) once per document. */
export function linkViewerStyles(base: string): void {
  for (const name of ['tryon.css', 'viewer.css']) {
    const href = `${base}${name}`;
    if (document.querySelector(`link[href="${href}"]`)) continue;
    document.head.append(el('link', '', { rel: 'stylesheet', href }));
  }
}
