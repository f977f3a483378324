import type { Translate, WordKey } from '../i18n';
import { normalizeReshape, RESHAPE_CONTROLS, type Reshape, type ReshapeControl } from './handles';

/**
 * The face-reshaping sliders (spec 001 §2.3 `face-reshaping`; warp.ts draws them): one native range
 * per control, −100..100 (0 unchanged, + the named direction), a reset button and the simulation's note.
 * Built with DOM calls and styled by tryon.css (`.tryon__reshape`); keyboard and screen readers get the
 * native range's behaviour.
 */

export type ReshapeControls = { root: HTMLElement; set(r: Reshape): void };

let count = 0;

/** The word key of a control's label: reshapeJaw, reshapeCheeks, … */
export function labelKey(c: ReshapeControl): WordKey {
  return `reshape${c[0]!.toUpperCase()}${c.slice(1)}` as `reshape${Capitalize<ReshapeControl>}`;
}

/** A strength (−1..1) as the slider's value (−100..100). */
const toSlider = (v: number): string => String(Math.round(v * 100));

/** Builds the fieldset (not yet attached); `onChange` gets every control's strength after each change. */
export function buildReshapeControls(
  t: Translate,
  values: Reshape,
  onChange: (r: Reshape) => void,
): ReshapeControls {
  const id = `tryon-reshape-${++count}`;
  let current = normalizeReshape(values);
  const root = document.createElement('fieldset');
  root.className = 'tryon__reshape';
  root.setAttribute('aria-describedby', `${id}-note`);
  const legend = document.createElement('legend');
  legend.className = 'tryon__reshape-title';
  legend.textContent = t('reshapeTitle');
  const note = document.createElement('p');
  note.className = 'tryon__reshape-note';
  note.id = `${id}-note`;
  note.textContent = t('reshapeNote');
  root.append(legend, note);

  const inputs = new Map<ReshapeControl, HTMLInputElement>();
  const outputs = new Map<ReshapeControl, HTMLOutputElement>();
  const show = (c: ReshapeControl): void => {
    const v = Math.round(current[c] * 100);
    outputs.get(c)!.textContent = v > 0 ? `+${v}` : String(v);
  };
  for (const c of RESHAPE_CONTROLS) {
    const row = document.createElement('div');
    row.className = 'tryon__reshape-row';
    const label = document.createElement('label');
    label.className = 'tryon__reshape-label';
    label.htmlFor = `${id}-${c}`;
    label.textContent = t(labelKey(c));
    const input = document.createElement('input');
    input.className = 'tryon__reshape-range';
    input.id = `${id}-${c}`;
    input.name = c;
    input.type = 'range';
    input.min = '-100';
    input.max = '100';
    input.step = '1';
    input.value = toSlider(current[c]);
    input.dataset.control = c;
    const output = document.createElement('output');
    output.className = 'tryon__reshape-value';
    output.htmlFor.add(input.id);
    output.setAttribute('aria-hidden', 'true');
    input.addEventListener('input', () => {
      current = normalizeReshape({ ...current, [c]: Number(input.value) / 100 });
      show(c);
      onChange({ ...current });
    });
    inputs.set(c, input);
    outputs.set(c, output);
    row.append(label, input, output);
    root.append(row);
    show(c);
  }

  const reset = document.createElement('button');
  reset.type = 'button';
  reset.className = 'tryon__button tryon__reshape-reset';
  reset.textContent = t('reshapeReset');
  reset.addEventListener('click', () => {
    set(normalizeReshape({}));
    onChange({ ...current });
  });
  root.append(reset);

  /** Shows other strengths (no onChange: the caller already knows them). */
  function set(r: Reshape): void {
    current = normalizeReshape(r);
    for (const c of RESHAPE_CONTROLS) {
      inputs.get(c)!.value = toSlider(current[c]);
      show(c);
    }
  }
  return { root, set };
}
