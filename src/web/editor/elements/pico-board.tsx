import { memo } from 'react';
import { PICO_PINS, PICO_SIZE } from '../../../domain/circuit/pico.ts';
import type { PartGeometry } from '../geometry.ts';
import { useIsBoardLedOn } from '../live-parts.ts';

export const PICO_GEOMETRY: PartGeometry = { ...PICO_SIZE, pins: PICO_PINS };

const { width, height } = PICO_SIZE;
const BOARD_GREEN = '#1d7a3d';
const GOLD = '#d8b04a';
const LABEL_INSET = 5;

/** `GND.3` is printed `GND` on the board. */
const labelOf = (name: string) => name.replace(/\.\d+$/, '');

const Pad = ({ x, y, isGround }: { x: number; y: number; isGround: boolean }) => (
  <g>
    {isGround ? (
      <rect x={x - 3} y={y - 3} width={6} height={6} rx={0.8} fill={GOLD} />
    ) : (
      <circle cx={x} cy={y} r={3} fill={GOLD} />
    )}
    <circle cx={x} cy={y} r={1.5} fill="#10301c" />
  </g>
);

/** The green LED on GP25 (`board.LED`): lit while a running program drives it high. */
const StatusLed = ({ isLive }: { isLive: boolean }) => {
  const isOn = useIsBoardLedOn() && isLive;
  return (
    <g data-board-led={isOn ? 'on' : 'off'}>
      {isOn && <circle cx={25} cy={20.2} r={5} fill="#7dff8a" opacity={0.45} />}
      <rect x={23} y={19} width={4} height={2.4} rx={0.5} fill={isOn ? '#b6ffbd' : '#3d6b45'} />
    </g>
  );
};

/** The Raspberry Pi Pico, seen from above with USB at the top, pins where `PICO_PINS` puts them. */
export const PicoBoard = memo(({ isLive = false }: { isLive?: boolean }) => (
  <svg
    width={width}
    height={height}
    viewBox={`0 0 ${width} ${height}`}
    xmlns="http://www.w3.org/2000/svg"
    style={{ display: 'block' }}
    aria-hidden="true"
  >
    <rect width={width} height={height} rx={3} fill={BOARD_GREEN} />
    {/* Micro-USB connector, BOOTSEL button, status LED, flash and the RP2040. */}
    <rect x={28} y={0} width={24} height={13} rx={1.5} fill="#c9ccd1" stroke="#8d9299" strokeWidth={0.8} />
    <rect x={31} y={2.5} width={18} height={5} rx={1} fill="#7d838b" />
    <circle cx={40} cy={44} r={4.2} fill="#f2f2f2" stroke="#b9b9b9" strokeWidth={0.8} />
    <StatusLed isLive={isLive} />
    <rect x={30} y={60} width={20} height={10} rx={1} fill="#2b2b2b" />
    <rect x={28} y={82} width={24} height={24} rx={1.2} fill="#1f1f1f" stroke="#3c3c3c" strokeWidth={0.6} />
    <text x={40} y={95.5} fill="#d9d9d9" fontSize={4.2} fontFamily="sans-serif" textAnchor="middle">
      RP2040
    </text>
    <text
      x={40}
      y={176}
      fill="#e8f5ea"
      fontSize={5}
      fontFamily="sans-serif"
      textAnchor="middle"
      fontWeight={700}
    >
      Pico
    </text>
    {PICO_PINS.map((pin) => {
      const isLeft = pin.x < width / 2;
      return (
        <g key={pin.name}>
          <Pad x={pin.x} y={pin.y} isGround={pin.name.startsWith('GND')} />
          <text
            x={isLeft ? pin.x + LABEL_INSET : pin.x - LABEL_INSET}
            y={pin.y + 1.5}
            fill="#ffffff"
            fontSize={4}
            fontFamily="monospace"
            textAnchor={isLeft ? 'start' : 'end'}
          >
            {labelOf(pin.name)}
          </text>
        </g>
      );
    })}
  </svg>
));
