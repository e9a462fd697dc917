import encodeQR from 'qr';

/** A QR code's modules, row by row (true = dark), with one light module around them. */
export type QrMatrix = readonly (readonly boolean[])[];

/** The modules of `text` as a QR code; medium error correction survives a crease or a smudge on a card. */
export const qrMatrixOf = (text: string): QrMatrix => encodeQR(text, 'raw', { ecc: 'medium', border: 1 });

/**
 * One SVG path for the dark modules, each run of dark modules in a row as one rectangle, offset by
 * `quiet` modules of margin (a reader needs four).
 */
export const qrPathOf = (matrix: QrMatrix, quiet: number): string => {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start + quiet} ${y + quiet}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
};
