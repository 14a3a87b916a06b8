import { create } from 'qrcode/lib/core/qrcode.js';
import { useMemo } from 'react';

const QUIET = 4;

/** `text` as a QR code in one SVG path (qrcode's encoder alone, no canvas renderer). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${String(col + QUIET)} ${String(row + QUIET)}h1v1h-1z`;
      }
    }
    return { size: modules.size + 2 * QUIET, path: d };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${String(size)} ${String(size)}`}
      className="h-48 w-48 rounded-control bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
