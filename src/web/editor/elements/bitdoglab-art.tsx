import { memo } from 'react';
import {
  BITDOGLAB_PINS,
  type BitDogLabVersion,
  bitDogLabWiring,
  MATRIX_SIZE,
} from '../../../domain/circuit/bitdoglab.ts';
import {
  BOARD,
  BUTTON_SIZE,
  BUTTONS,
  BUZZERS,
  JOYSTICK,
  MATRIX,
  MICROPHONE,
  OLED,
  PICO_W,
  RGB_LED,
} from './bitdoglab-layout.ts';

/**
 * The BitDogLab at rest: our own drawing of the board (its artwork is CERN-OHL-S, so none of it is
 * copied), plain shapes only, since it is drawn for every thumbnail too. What a running program
 * changes (the LEDs, the screen, the knob) is drawn over it by bitdoglab-live.tsx.
 */

const PCB = '#1b2430';
const SILK = '#e9eef5';
const GOLD = '#d8b04a';
const FONT = 'sans-serif';

const Label = ({
  x,
  y,
  children,
  size = 5,
  anchor = 'middle' as 'start' | 'middle' | 'end',
}: {
  x: number;
  y: number;
  children: string;
  size?: number;
  anchor?: 'start' | 'middle' | 'end';
}) => (
  <text x={x} y={y} fill={SILK} fontSize={size} fontFamily={FONT} textAnchor={anchor}>
    {children}
  </text>
);

/** The Pico W as it sits on the board, on its side with the USB to the left. */
const PicoW = () => {
  const { x, y, width, height } = PICO_W;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={2} fill="#1d7a3d" />
      <rect x={x - 4} y={y + height / 2 - 7} width={13} height={14} rx={1.5} fill="#c9ccd1" />
      <rect x={x + 30} y={y + 11} width={20} height={20} rx={1} fill="#1f1f1f" />
      <Label x={x + 40} y={y + 22.5} size={4}>
        RP2040
      </Label>
      <rect
        x={x + 62}
        y={y + 8}
        width={30}
        height={26}
        rx={1.5}
        fill="#b8bcc2"
        stroke="#8d9299"
        strokeWidth={0.6}
      />
      <Label x={x + 77} y={y + 23} size={5}>
        Pico W
      </Label>
    </g>
  );
};

/** The matrix's backing; its 25 cells are the live layer's (bitdoglab-live.tsx), dark at rest. */
const Matrix = () => (
  <rect
    x={MATRIX.x - 3}
    y={MATRIX.y - 3}
    width={MATRIX.pitch * MATRIX_SIZE + 6}
    height={MATRIX.pitch * MATRIX_SIZE + 6}
    rx={2}
    fill="#11161d"
  />
);

const Buttons = () => (
  <g>
    {(['buttonA', 'buttonB'] as const).map((name) => {
      const { cx, cy } = BUTTONS[name];
      return (
        <g key={name}>
          <rect
            x={cx - BUTTON_SIZE / 2}
            y={cy - BUTTON_SIZE / 2}
            width={BUTTON_SIZE}
            height={BUTTON_SIZE}
            rx={2}
            fill="#c9ccd1"
          />
          <circle cx={cx} cy={cy} r={6.5} fill="#2b2f36" />
          <Label x={cx} y={cy + BUTTON_SIZE / 2 + 9} size={8}>
            {name === 'buttonA' ? 'A' : 'B'}
          </Label>
        </g>
      );
    })}
  </g>
);

const Joystick = () => {
  const { cx, cy, base, r } = JOYSTICK;
  return (
    <g>
      <rect x={cx - base / 2} y={cy - base / 2} width={base} height={base} rx={4} fill="#2d333c" />
      <circle cx={cx} cy={cy} r={r} fill="#474e59" stroke="#5d6570" strokeWidth={1} />
      <Label x={cx} y={cy + base / 2 + 8}>
        X GP27 · Y GP26
      </Label>
    </g>
  );
};

const Oled = ({ version }: { version: BitDogLabVersion }) => {
  const { sda, scl } = bitDogLabWiring(version).oled;
  return (
    <g>
      <rect
        x={OLED.x - 5}
        y={OLED.y - 6}
        width={OLED.width + 10}
        height={OLED.height + 12}
        rx={2}
        fill="#0d3b66"
      />
      <rect x={OLED.x} y={OLED.y} width={OLED.width} height={OLED.height} fill="#05070a" />
      <Label x={OLED.x + OLED.width / 2} y={OLED.y + OLED.height + 15} size={5.5}>
        {`OLED 128×64 · SDA ${sda} · SCL ${scl}`}
      </Label>
    </g>
  );
};

const Buzzers = () => (
  <g>
    {BUZZERS.map(({ cx, cy, r }, i) => (
      <g key={cx}>
        <circle cx={cx} cy={cy} r={r} fill="#15181c" stroke="#3a4048" strokeWidth={1} />
        <circle cx={cx} cy={cy} r={2} fill="#3a4048" />
        <Label x={cx} y={cy + r + 7}>
          {i === 0 ? 'BZ GP21' : 'BZ GP10'}
        </Label>
      </g>
    ))}
  </g>
);

/** `GND.2` is printed `GND` on the board. */
const labelOf = (name: string) => name.replace(/\.\d+$/, '');

/** The expansion header's pads with their names printed upright above them. */
const Header = () => (
  <g>
    {BITDOGLAB_PINS.map((pin) => (
      <g key={pin.name}>
        <circle cx={pin.x} cy={pin.y} r={3} fill={GOLD} />
        <circle cx={pin.x} cy={pin.y} r={1.4} fill="#10161d" />
        <text
          x={pin.x + 1.6}
          y={pin.y - 6}
          fill={SILK}
          fontSize={5}
          fontFamily="monospace"
          transform={`rotate(-90 ${pin.x + 1.6} ${pin.y - 6})`}
        >
          {labelOf(pin.name)}
        </text>
      </g>
    ))}
  </g>
);

/** Everything that stays as it is while a program runs. */
export const BitDogLabArt = memo(({ version }: { version: BitDogLabVersion }) => (
  <g>
    <rect width={BOARD.width} height={BOARD.height} rx={6} fill={PCB} />
    <PicoW />
    <Matrix />
    <Label x={MATRIX.x + (MATRIX.pitch * MATRIX_SIZE) / 2} y={MATRIX.y + MATRIX.pitch * MATRIX_SIZE + 8}>
      5×5 WS2812 · GP7
    </Label>
    <rect
      x={RGB_LED.cx - RGB_LED.size / 2}
      y={RGB_LED.cy - RGB_LED.size / 2}
      width={RGB_LED.size}
      height={RGB_LED.size}
      rx={1}
      fill="#f4f1ea"
    />
    <Label x={RGB_LED.cx} y={RGB_LED.cy + 13}>
      RGB
    </Label>
    <circle cx={MICROPHONE.cx} cy={MICROPHONE.cy} r={MICROPHONE.r} fill="#9aa0a8" stroke="#6c737c" />
    <Label x={MICROPHONE.cx} y={MICROPHONE.cy - MICROPHONE.r - 3}>
      MIC
    </Label>
    <Buzzers />
    <Buttons />
    <Joystick />
    <Oled version={version} />
    <text x={12} y={200} fill={SILK} fontSize={14} fontWeight={700} fontFamily={FONT}>
      BitDogLab
    </text>
    <Label x={12} y={214} size={8} anchor="start">
      {version}
    </Label>
    <Header />
  </g>
));
