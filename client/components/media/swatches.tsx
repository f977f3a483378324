import type { TrendColor } from '../../../shared/media';

/** Colour dots with their names for assistive technology (the colour alone carries no meaning). */
export function Swatches({ colors, label }: { colors: readonly TrendColor[]; label: string }) {
  return (
    <ul className="swatches" aria-label={label}>
      {colors.map((c) => (
        <li key={c.hex + c.name}>
          <span
            className="swatch"
            style={{ backgroundColor: c.hex }}
            role="img"
            aria-label={`${c.name} (${c.hex})`}
          />
        </li>
      ))}
    </ul>
  );
}
