import { qrMatrixOf, qrPathOf } from './qr-matrix.ts';

/** With the matrix's own light border, the four modules of margin a reader needs. */
const QUIET_ZONE = 3;

/** `text` as a QR code drawn in SVG (crisp on paper at any size); `label` names it for screen readers. */
export const QrCode = ({ text, label, size }: { text: string; label: string; size: number }) => {
  const matrix = qrMatrixOf(text);
  const side = matrix.length + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-qr={text}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPathOf(matrix, QUIET_ZONE)} fill="#000" />
    </svg>
  );
};
