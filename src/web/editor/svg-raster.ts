/**
 * An SVG document drawn into a PNG: `scale` maps its natural size to pixels (2 = sharp on high-DPI
 * screens), or is computed from it (to fit a thumbnail's box).
 */
export const rasterizeSvg = async (
  text: string,
  scale: number | ((size: { width: number; height: number }) => number),
): Promise<Blob> => {
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const size = { width: image.naturalWidth, height: image.naturalHeight };
    const factor = typeof scale === 'number' ? scale : scale(size);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.ceil(size.width * factor));
    canvas.height = Math.max(1, Math.ceil(size.height * factor));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
};
