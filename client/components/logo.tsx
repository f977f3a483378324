export function Logo({ brand }: { brand: string }) {
  return (
    <span className="logo">
      <svg
        className="logo__mark"
        viewBox="0 0 32 32"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="16" cy="16" r="15" fill="#2b1b3d" />
        <path d="M10 9v14h12" fill="none" stroke="#f4c6d7" strokeWidth="3" strokeLinecap="round" />
        <circle cx="21" cy="11" r="3" fill="#f4c6d7" />
      </svg>
      <span className="logo__text">{brand}</span>
    </span>
  );
}
