import type { z } from 'zod';
import type { SuperscriptSchema } from '../../../shared/smb/content';

/** spec 001 §3.1 banner superscript: its title with its icon, above the banner's title (home and top banners). */
export function BannerSuperscript({
  superscript,
  className,
}: {
  superscript: z.infer<typeof SuperscriptSchema> | undefined;
  className?: string;
}) {
  if (!superscript) return null;
  return (
    <p className={className ? `sec-eyebrow sec-superscript ${className}` : 'sec-eyebrow sec-superscript'}>
      {superscript.icon ? (
        <img
          className="sec-superscript__icon"
          src={superscript.icon}
          alt=""
          width={20}
          height={20}
          decoding="async"
        />
      ) : null}
      {superscript.title}
    </p>
  );
}
