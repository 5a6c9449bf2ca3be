import { useMemo } from 'react';
import QRCode from 'qrcode';

/** A QR code as crisp SVG squares (prints sharp on a thermal roll), from the `qrcode` package's matrix. */
export function QrCode({ value, size = 132, label }: { value: string; size?: number; label: string }) {
  const { cells, path } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let r = 0; r < modules.size; r++) for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) d += `M${c} ${r}h1v1h-1z`;
    return { cells: modules.size, path: d };
  }, [value]);
  // A quiet zone of 2 cells and a white ground, so phones read it in dark mode too.
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`-2 -2 ${cells + 4} ${cells + 4}`} shapeRendering="crispEdges" data-qr-value={value}>
      <rect x={-2} y={-2} width={cells + 4} height={cells + 4} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
