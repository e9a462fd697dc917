import { memo } from 'react';
import {
  BREADBOARD_GEOMETRY,
  BREADBOARD_RAILS,
  BREADBOARD_ROWS,
  BREADBOARD_SIZE,
  breadboardColumnX,
} from './breadboard-layout.ts';

const { width, height } = BREADBOARD_SIZE;
const HOLE = 3;
const NUMBERED = [1, 5, 10, 15, 20, 25, 30];
const RAIL_COLORS = { positive: '#d32f2f', negative: '#1e4fd8' } as const;

/** Our drawing of Wokwi's `wokwi-breadboard-half`: holes exactly on its pins. */
export const Breadboard = memo(() => (
  <svg
    width={width}
    height={height}
    viewBox={`0 0 ${width} ${height}`}
    xmlns="http://www.w3.org/2000/svg"
    style={{ display: 'block' }}
    aria-hidden="true"
  >
    <rect width={width} height={height} rx={4} fill="#f3f1ea" stroke="#d2cec0" />
    <rect x={4} y={10.2 * 9.6} width={width - 8} height={0.6 * 9.6} fill="#dcd8ca" />
    {BREADBOARD_RAILS.map((rail) => {
      const lineY = rail.name.startsWith('t')
        ? rail.y + (rail.polarity === 'negative' ? -6 : 6)
        : rail.y + (rail.polarity === 'negative' ? 6 : -6);
      return (
        <line
          key={rail.name}
          x1={12}
          x2={width - 12}
          y1={lineY}
          y2={lineY}
          stroke={RAIL_COLORS[rail.polarity]}
          strokeWidth={0.8}
        />
      );
    })}
    <g fill="#3b3b3b">
      {BREADBOARD_GEOMETRY.pins.map((pin) => (
        <rect key={pin.name} x={pin.x - HOLE / 2} y={pin.y - HOLE / 2} width={HOLE} height={HOLE} rx={0.6} />
      ))}
    </g>
    <g fill="#8a8677" fontSize={5} fontFamily="sans-serif" textAnchor="middle">
      {BREADBOARD_ROWS.map(({ row, y }) => (
        <text key={row} x={4.8} y={y + 1.8}>
          {row}
        </text>
      ))}
      {NUMBERED.map((column) => (
        <text key={column} x={breadboardColumnX(column)} y={4 * 9.6 + 2}>
          {column}
        </text>
      ))}
    </g>
  </svg>
));
