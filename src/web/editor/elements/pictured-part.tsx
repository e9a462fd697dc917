import { useEffect, useState } from 'react';
import type { PartGeometry } from '../geometry.ts';
import { isLiveType, useIsRunning } from '../live-parts.ts';
import { canPicture, drawnPicture, type PartPicture, partPicture, pictureKeyOf } from './part-pictures.ts';
import classes from './parts.module.css';
import type { WokwiTag } from './wokwi-jsx.ts';
import { WokwiPart } from './wokwi-part.tsx';
import { isWokwiTag } from './wokwi-registry.ts';

/**
 * Whether a canvas part of this type is drawn as its look's picture (not a live element nor a
 * drawing of our own), as `CanvasWokwiPart` decides; a picture that failed to draw is not known here.
 */
export const isShownAsPicture = (type: string, attrs: Readonly<Record<string, string>>, isRunning: boolean) =>
  isWokwiTag(type) && canPicture(type, attrs) && !(isRunning && isLiveType(type));

interface CanvasWokwiPartProps {
  tag: WokwiTag;
  attrs: Readonly<Record<string, string>>;
  onGeometry?: (geometry: PartGeometry) => void;
  /** The canvas part drawn; undefined for a palette preview, which is never live. */
  partId?: string;
}

/**
 * A Wokwi part on the canvas or in the palette: the shared picture of its look while it only needs to be seen, its
 * live element while a running program shows on it or reads it (an LED, a button, a knob), or
 * when no picture can stand for it (a label, a drawing that failed).
 */
export const CanvasWokwiPart = ({ tag, attrs, onGeometry, partId }: CanvasWokwiPartProps) => {
  const isRunning = useIsRunning();
  const [hasFailed, setHasFailed] = useState(false);
  const isLive =
    (partId !== undefined && isRunning && isLiveType(tag)) || hasFailed || !canPicture(tag, attrs);
  if (isLive) return <WokwiPart tag={tag} attrs={attrs} onGeometry={onGeometry} partId={partId} />;
  return <PicturedPart tag={tag} attrs={attrs} onGeometry={onGeometry} onFailure={setHasFailed} />;
};

interface PicturedPartProps {
  tag: WokwiTag;
  attrs: Readonly<Record<string, string>>;
  onGeometry?: (geometry: PartGeometry) => void;
  onFailure: (hasFailed: boolean) => void;
}

/**
 * The picture of a part's look, sized and placed as its live element draws, reporting the live
 * element's size and pins. A new look (a property changed) keeps the old picture until it is drawn.
 */
const PicturedPart = ({ tag, attrs, onGeometry, onFailure }: PicturedPartProps) => {
  const [picture, setPicture] = useState<PartPicture | undefined>(() => drawnPicture(tag, attrs));
  const key = pictureKeyOf(tag, attrs);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for tag and attrs
  useEffect(() => {
    const ready = drawnPicture(tag, attrs);
    if (ready) return setPicture(ready);
    let isCurrent = true;
    partPicture(tag, attrs).then(
      (next) => isCurrent && setPicture(next),
      () => isCurrent && onFailure(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [key]);

  useEffect(() => {
    if (picture) onGeometry?.(picture.geometry);
  }, [picture, onGeometry]);

  if (!picture) {
    return (
      <div className={classes.wokwi} data-part-drawing={tag}>
        <div className={classes.placeholder} />
      </div>
    );
  }
  const { geometry, at } = picture;
  return (
    <div
      className={classes.wokwi}
      data-part-drawing={tag}
      data-picture=""
      data-look={picture.look}
      style={{ width: geometry.width, height: geometry.height }}
    >
      <img
        className={classes.picture}
        src={picture.url}
        alt=""
        draggable={false}
        style={{ left: at.x, top: at.y, width: at.width, height: at.height }}
      />
    </div>
  );
};
