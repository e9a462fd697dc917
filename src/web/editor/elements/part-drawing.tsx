import { useEffect } from 'react';
import { BITDOGLAB_TYPE } from '../../../domain/circuit/bitdoglab.ts';
import { BREADBOARD_TYPE, BROKEN_PART_TYPE, PICO_TYPE } from '../../../domain/circuit/parts.ts';
import type { PartGeometry } from '../geometry.ts';
import { BITDOGLAB_GEOMETRY, BitDogLabBoard } from './bitdoglab-board.tsx';
import { Breadboard } from './breadboard.tsx';
import { BREADBOARD_GEOMETRY } from './breadboard-layout.ts';
import { BrokenPart } from './broken-part.tsx';
import { canPicture, drawnPicture, partPicture } from './part-pictures.ts';
import { PICO_GEOMETRY, PicoBoard } from './pico-board.tsx';
import { CanvasWokwiPart } from './pictured-part.tsx';
import { WokwiPart } from './wokwi-part.tsx';
import { isWokwiTag } from './wokwi-registry.ts';

interface PartDrawingProps {
  type: string;
  attrs: Readonly<Record<string, string>>;
  /** Called with the unrotated size and the pins, whenever they are known or change. */
  onGeometry?: (geometry: PartGeometry) => void;
  /** Set for a part on the canvas, so a running program can show on it. */
  partId?: string;
  /** A palette preview: drawn as its look's shared picture, as the canvas draws a part at rest. */
  isPreview?: boolean;
}

/** Fits the marked box of broken-part.tsx (parts.module.css). */
const BROKEN_GEOMETRY: PartGeometry = { width: 144, height: 48, pins: [] };

/** Whether the canvas has a drawing for `type`; any other part shows as a broken one. */
export const isDrawableType = (type: string): boolean =>
  type === PICO_TYPE || type === BITDOGLAB_TYPE || type === BREADBOARD_TYPE || isWokwiTag(type);

/**
 * The size and pins a part's canvas drawing reports, when they are known before it is drawn: our
 * own drawings, and a Wokwi part whose look's picture is drawn already (or kept from a visit
 * before). Undefined for a part that must be drawn to be measured.
 */
export const geometryAtOnce = (
  type: string,
  attrs: Readonly<Record<string, string>>,
): PartGeometry | undefined => {
  if (type === PICO_TYPE) return PICO_GEOMETRY;
  if (type === BITDOGLAB_TYPE) return BITDOGLAB_GEOMETRY;
  if (type === BREADBOARD_TYPE) return BREADBOARD_GEOMETRY;
  if (!isWokwiTag(type)) return BROKEN_GEOMETRY;
  return canPicture(type, attrs) ? drawnPicture(type, attrs)?.geometry : undefined;
};

/**
 * Starts drawing the pictures of these parts' looks not drawn yet, so that their elements download
 * while the canvas renders, not after (a failure shows on the part, which asks again).
 */
export const startPictures = (
  parts: readonly { type: string; attrs: Readonly<Record<string, string>> }[],
) => {
  for (const { type, attrs } of parts) {
    if (isWokwiTag(type) && canPicture(type, attrs) && !drawnPicture(type, attrs))
      partPicture(type, attrs).catch(() => {});
  }
};

/** Our own drawings know their geometry up front; report it as Wokwi elements do. */
const Static = ({
  geometry,
  onGeometry,
  children,
}: { geometry: PartGeometry } & Pick<PartDrawingProps, 'onGeometry'> & { children: React.ReactNode }) => {
  useEffect(() => onGeometry?.(geometry), [geometry, onGeometry]);
  return (
    <div data-part-drawing="" style={{ lineHeight: 0 }}>
      {children}
    </div>
  );
};

/**
 * Draws any part: the Pico, the BitDogLab and breadboard are ours, the rest @wokwi/elements; a type we cannot
 * draw, or a part repaired as broken (its `type` attr is the type it was saved with), is marked.
 */
export const PartDrawing = ({ type, attrs, onGeometry, partId, isPreview }: PartDrawingProps) => {
  if (type === PICO_TYPE) {
    return (
      <Static geometry={PICO_GEOMETRY} onGeometry={onGeometry}>
        <PicoBoard isLive={partId !== undefined} />
      </Static>
    );
  }
  if (type === BITDOGLAB_TYPE) {
    return (
      <Static geometry={BITDOGLAB_GEOMETRY} onGeometry={onGeometry}>
        <BitDogLabBoard attrs={attrs} partId={partId} />
      </Static>
    );
  }
  if (type === BREADBOARD_TYPE) {
    return (
      <Static geometry={BREADBOARD_GEOMETRY} onGeometry={onGeometry}>
        <Breadboard />
      </Static>
    );
  }
  if (isWokwiTag(type)) {
    return partId === undefined && !isPreview ? (
      <WokwiPart tag={type} attrs={attrs} onGeometry={onGeometry} />
    ) : (
      <CanvasWokwiPart tag={type} attrs={attrs} onGeometry={onGeometry} partId={partId} />
    );
  }
  return <BrokenDrawing type={type === BROKEN_PART_TYPE ? attrs.type : type} onGeometry={onGeometry} />;
};

/** The broken part's placeholder, measured as any drawing is. */
export const BrokenDrawing = ({
  type,
  onGeometry,
}: { type: string | undefined } & Pick<PartDrawingProps, 'onGeometry'>) => (
  <Static geometry={BROKEN_GEOMETRY} onGeometry={onGeometry}>
    <BrokenPart type={type} />
  </Static>
);
