import { lazy, Suspense, useEffect, useState } from 'react';
import { BITDOGLAB_PINS, BITDOGLAB_SIZE, bitDogLabVersionOf } from '../../../domain/circuit/bitdoglab.ts';
import type { PartGeometry } from '../geometry.ts';
import { useIsRunning } from '../live-parts.ts';
import { BitDogLabArt } from './bitdoglab-art.tsx';
import type { Stick } from './bitdoglab-controls.tsx';
import { JOYSTICK } from './bitdoglab-layout.ts';
import { LiveBuzzers, LiveMatrix, LiveOled, LiveRgbLed } from './bitdoglab-live.tsx';

export const BITDOGLAB_GEOMETRY: PartGeometry = { ...BITDOGLAB_SIZE, pins: BITDOGLAB_PINS };

const { width, height } = BITDOGLAB_SIZE;
const AT_REST: Stick = { x: 0, y: 0 };

/** The controls come with a run, not with every page that draws a circuit. */
const BitDogLabControls = lazy(() =>
  import('./bitdoglab-controls.tsx').then(({ BitDogLabControls }) => ({ default: BitDogLabControls })),
);

/** The joystick's knob, where the stick is pushed. */
const Knob = ({ stick }: { stick: Stick }) => (
  <circle
    cx={JOYSTICK.cx + stick.x * JOYSTICK.travel}
    cy={JOYSTICK.cy - stick.y * JOYSTICK.travel}
    r={JOYSTICK.knob}
    fill="#1e2126"
    stroke="#70767f"
    strokeWidth={1}
  />
);

/**
 * The BitDogLab (issue 29): the board's drawing with its expansion header's pins where
 * `BITDOGLAB_PINS` puts them (the wire handles), the version's OLED pins printed, and, on the
 * canvas while a program runs, its LEDs, screen and buzzers live and its buttons, joystick and
 * microphone operable. `partId` is set for a part on the canvas only.
 */
export const BitDogLabBoard = ({
  attrs,
  partId,
}: {
  attrs: Readonly<Record<string, string>>;
  partId?: string;
}) => {
  const version = bitDogLabVersionOf(attrs);
  const isRunning = useIsRunning();
  const isLive = partId !== undefined && isRunning;
  const [stick, setStick] = useState<Stick>(AT_REST);
  useEffect(() => {
    if (!isLive) setStick(AT_REST);
  }, [isLive]);
  return (
    <div style={{ position: 'relative', width, height }} data-bitdoglab={version}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        xmlns="http://www.w3.org/2000/svg"
        style={{ display: 'block' }}
        aria-hidden="true"
      >
        <BitDogLabArt version={version} />
        <LiveMatrix partId={partId} />
        <LiveRgbLed partId={partId} />
        <LiveBuzzers partId={partId} />
        <Knob stick={stick} />
      </svg>
      {isLive && (
        <>
          <LiveOled partId={partId} />
          <Suspense fallback={null}>
            <BitDogLabControls boardId={partId} stick={stick} onStick={setStick} />
          </Suspense>
        </>
      )}
    </div>
  );
};
