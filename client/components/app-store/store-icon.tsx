import type { StoreDevice } from '../../../shared/consumer-apps';

/** A store button's glyph: generic (a phone with a download arrow, a play triangle), not the stores' marks. */
export function StoreIcon({ device, className }: { device: StoreDevice; className: string }) {
  return device === 'apple' ? (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <rect x="6" y="2" width="12" height="20" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M12 7v7m-3-3 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  ) : (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M6 3.5v17l14-8.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
