import { useEffect } from 'react';
import { BREADBOARD_TYPE, PICO_TYPE } from '../../../domain/circuit/parts.ts';
import type { PartGeometry } from '../geometry.ts';
import { Breadboard } from './breadboard.tsx';
import { BREADBOARD_GEOMETRY } from './breadboard-layout.ts';
import classes from './parts.module.css';
import { PICO_GEOMETRY, PicoBoard } from './pico-board.tsx';
import { WokwiPart } from './wokwi-part.tsx';
import { isWokwiTag } from './wokwi-registry.ts';

interface PartDrawingProps {
  type: string;
  attrs: Readonly<Record<string, string>>;
  /** Called with the unrotated size and the pins, whenever they are known or change. */
  onGeometry?: (geometry: PartGeometry) => void;
  /** Set for a part on the canvas, so a running program can show on it. */
  partId?: string;
}

const UNKNOWN_GEOMETRY: PartGeometry = { width: 96, height: 48, pins: [] };

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

/** Draws any part type: the Pico and breadboard are ours, the rest @wokwi/elements. */
export const PartDrawing = ({ type, attrs, onGeometry, partId }: PartDrawingProps) => {
  if (type === PICO_TYPE) {
    return (
      <Static geometry={PICO_GEOMETRY} onGeometry={onGeometry}>
        <PicoBoard isLive={partId !== undefined} />
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
  if (isWokwiTag(type)) return <WokwiPart tag={type} attrs={attrs} onGeometry={onGeometry} partId={partId} />;
  return (
    <Static geometry={UNKNOWN_GEOMETRY} onGeometry={onGeometry}>
      <div className={classes.unknown}>{type}</div>
    </Static>
  );
};
