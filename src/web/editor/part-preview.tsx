import { useState } from 'react';
import classes from './components-sidebar.module.css';
import { PartDrawing } from './elements/part-drawing.tsx';
import type { PartGeometry } from './geometry.ts';

interface PartPreviewProps {
  type: string;
  attrs: Readonly<Record<string, string>>;
  width: number;
  height: number;
}

/**
 * A part drawn live, scaled down to fit the box: what lands on the canvas, for catalogue entries
 * without a picture. A picture of it only: hidden from assistive technology and never focusable.
 */
export const PartPreview = ({ type, attrs, width, height }: PartPreviewProps) => {
  const [scale, setScale] = useState(0);
  const handleGeometry = (geometry: PartGeometry) =>
    setScale(Math.min(1, width / geometry.width, height / geometry.height));
  return (
    <div className={classes.preview} style={{ width, height }} aria-hidden="true" inert>
      <div style={{ transform: `scale(${scale})`, opacity: scale ? 1 : 0 }}>
        <PartDrawing type={type} attrs={attrs} onGeometry={handleGeometry} isPreview />
      </div>
    </div>
  );
};
