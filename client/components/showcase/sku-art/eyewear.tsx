import { frameModel, frontPaths } from '../../../../shared/eyewear-model';
import { type Art, darken, edgeOf, lighten, Metal, Stroke, url } from './paint';

/**
 * Eyewear's card art: the front view of the SKU's frame model (shared/eyewear-model.ts), the same model
 * the try-on builds its 3D frame from (decision 0323), so the card and the face show one frame: its
 * lens outline and rim width, the bridge, a tortoiseshell's patches and the lens tint.
 */

/** Tortoiseshell: the frame's dark brown under amber patches (a seeded scatter, the same on every card). */
function Tortoise({ id, base, light }: { id: string; base: string; light: string }) {
  const spots: { x: number; y: number; r: number; o: number }[] = [];
  let seed = 7;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 16; i++)
    spots.push({ x: rnd() * 12, y: rnd() * 12, r: 0.8 + rnd() * 1.8, o: 0.35 + rnd() * 0.5 });
  return (
    <pattern id={id} width="12" height="12" patternUnits="userSpaceOnUse">
      <rect width="12" height="12" fill={darken(base, 0.2)} />
      {spots.map((s) => (
        <ellipse key={`${s.x}-${s.y}`} cx={s.x} cy={s.y} rx={s.r * 1.3} ry={s.r} fill={light} opacity={s.o} />
      ))}
    </pattern>
  );
}

export function Eyewear({ id, color, accent, style }: Art) {
  const model = frameModel(color, accent, style);
  const [m, t] = [`${id}-m`, `${id}-t`];
  const scale = 45 / model.width;
  const paths = frontPaths(model, scale, 24, 24);
  const edge = edgeOf(color);
  const rimFill = model.pattern ? url(t) : url(m);
  const metal = model.material === 'metal';
  const rimW = metal ? Math.max(0.9, model.rim * scale * 1.4) : 0.5;
  return (
    <Metal
      id={m}
      color={color}
      light={metal ? 0.5 : 0.3}
      defs={model.pattern ? <Tortoise id={t} base={color} light={model.pattern} /> : undefined}
    >
      {paths.lenses.map((d) => (
        <g key={d}>
          <path d={d} fill={model.tint.color} opacity={Math.max(0.22, model.tint.opacity)} />
          <path d={d} fill="#ffffff" opacity="0.12" />
        </g>
      ))}
      {paths.rims.map((d) =>
        metal ? (
          <Stroke key={d} d={d} color={url(m)} w={rimW} />
        ) : (
          <path key={d} d={d} fillRule="evenodd" fill={rimFill} stroke={edge} strokeWidth={rimW} />
        ),
      )}
      {metal ? (
        <Stroke d={paths.bridge} color={url(m)} w={rimW} />
      ) : (
        <path d={paths.bridge} fill={rimFill} stroke={edge} strokeWidth={rimW} />
      )}
      <Stroke
        d={paths.ends}
        color={metal ? url(m) : darken(color, 0.1)}
        w={metal ? rimW : 2.2}
        strokeLinecap="round"
      />
      {paths.lenses.map((d) => (
        <path
          key={`g${d}`}
          d={d}
          fill="none"
          stroke={lighten('#ffffff', 0)}
          strokeWidth="0.6"
          opacity="0.35"
          strokeDasharray="3 40"
        />
      ))}
    </Metal>
  );
}
