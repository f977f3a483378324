/**
 * A picture below the first screen: sized (no layout shift), fetched only near the viewport and decoded
 * off the main thread. Decorative (`alt=""`) unless `alt` says what it shows.
 */
export function LazyImg(props: {
  src: string;
  width: number;
  height: number;
  className: string;
  alt?: string;
}) {
  return (
    <img
      className={props.className}
      src={props.src}
      alt={props.alt ?? ''}
      width={props.width}
      height={props.height}
      loading="lazy"
      decoding="async"
    />
  );
}
