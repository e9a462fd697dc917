import type { DiagramPart } from '../../domain/circuit/diagram.ts';
import { boundsOf, nodePositionOf, type PartGeometry, pinPoint, rotatedSize } from './geometry.ts';
import { useEditorStore } from './store.ts';
import { wirePath } from './wire-path.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const PADDING = 20;

/** The SVG a part is drawn with: inside a Wokwi element's shadow root, or our own inline one. */
const drawingSvgOf = (partId: string): SVGSVGElement | null => {
  const drawing = document.querySelector(
    `[data-editor-canvas] [data-part-id="${CSS.escape(partId)}"] [data-part-drawing]`,
  );
  const host = drawing?.firstElementChild;
  return host?.shadowRoot?.querySelector('svg') ?? drawing?.querySelector('svg') ?? null;
};

/** translate, then rotate about the centre, then mirror: the canvas's CSS transform in SVG. */
export const partSvgTransform = (part: DiagramPart, { width, height }: { width: number; height: number }) =>
  [
    `translate(${part.x} ${part.y})`,
    part.rotate ? `rotate(${part.rotate} ${width / 2} ${height / 2})` : '',
    part.flip ? `translate(${width} 0) scale(-1 1)` : '',
  ]
    .filter(Boolean)
    .join(' ');

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const partMarkup = (part: DiagramPart, geometry: PartGeometry | undefined) => {
  const svg = drawingSvgOf(part.id);
  if (!svg || !geometry) return '';
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.removeAttribute('style');
  clone.setAttribute('x', '0');
  clone.setAttribute('y', '0');
  const markup = new XMLSerializer().serializeToString(clone);
  return `<g transform="${partSvgTransform(part, geometry)}" data-part="${escapeAttr(part.id)}">${markup}</g>`;
};

/** The whole circuit as a standalone SVG document, drawn from what the canvas shows. */
export const circuitSvgText = (): string => {
  const { diagram, geometry } = useEditorStore.getState();
  const corners = diagram.parts.flatMap((part) => {
    const size = geometry[part.id] ?? { width: 0, height: 0 };
    const at = nodePositionOf(part, size);
    const box = rotatedSize(size, part.rotate);
    return [at, { x: at.x + box.width, y: at.y + box.height }];
  });
  const bounds = boundsOf([...corners, ...diagram.wires.flatMap((w) => w.bends)], PADDING);
  const parts = diagram.parts.map((part) => partMarkup(part, geometry[part.id])).join('');
  const wires = diagram.wires
    .map((wire) => {
      const fromPart = diagram.parts.find((p) => p.id === wire.from.part);
      const toPart = diagram.parts.find((p) => p.id === wire.to.part);
      const from = fromPart && pinPoint(fromPart, geometry[fromPart.id], wire.from.pin);
      const to = toPart && pinPoint(toPart, geometry[toPart.id], wire.to.pin);
      if (!from || !to || wire.color === '') return '';
      return `<path d="${wirePath(from, wire.bends, to)}" stroke="${escapeAttr(wire.color)}" />`;
    })
    .join('');
  const { x, y, width, height } = bounds;
  return [
    `<svg xmlns="${SVG_NS}" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}">`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g>${parts}</g>`,
    `<g fill="none" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${wires}</g>`,
    '</svg>',
  ].join('');
};

/** The circuit as an SVG file. */
export const exportSvg = async (): Promise<Blob> => new Blob([circuitSvgText()], { type: 'image/svg+xml' });

/** The circuit as a PNG file, drawn from the SVG at `scale` × (2 = sharp on high-DPI screens). */
export const exportPng = async (scale = 2): Promise<Blob> => {
  const text = circuitSvgText();
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(image.naturalWidth * scale);
    canvas.height = Math.ceil(image.naturalHeight * scale);
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
