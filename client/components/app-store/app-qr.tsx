import { useMemo } from 'react';
import { APP_QR_SIZE } from '../../../shared/consumer-apps';
import { encodeQr, qrPath } from '../../../shared/consumer-qr';

/** An app's QR code as inline SVG (spec 001 §9: 100 px), encoded where it renders — no service. */
export function AppQr({ url, label }: { url: string; label: string }) {
  const { d, n } = useMemo(() => {
    const m = encodeQr(url);
    return { d: qrPath(m), n: m.size + 8 };
  }, [url]);
  return (
    <svg
      className="app-qr__code"
      width={APP_QR_SIZE}
      height={APP_QR_SIZE}
      viewBox={`0 0 ${n} ${n}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
