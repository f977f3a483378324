import './list-thumb.css';

/** Cards in the first row of a list grid (at most four across): their thumbnails load at once. */
export const FIRST_ROW = 4;

/**
 * A list card's thumbnail (blog, news, success stories; decision 0284): the intrinsic size reserves the
 * box before the picture arrives; below the first row it loads lazily. Decorative by default — the
 * card's title, right beside it, is the link and says the same.
 */
export function ListThumb({
  src,
  index,
  alt = '',
  width = 800,
  height = 600,
}: {
  src: string | null | undefined;
  /** The card's position in its list (0 first). */
  index: number;
  alt?: string;
  width?: number;
  height?: number;
}) {
  if (!src) return null;
  return (
    <img
      className="list-thumb"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={index < FIRST_ROW ? undefined : 'lazy'}
      decoding="async"
    />
  );
}
