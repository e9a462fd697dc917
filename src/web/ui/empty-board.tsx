const HOLE_COLUMNS = 14;
const HOLE_ROWS = 5;

/** A friendly picture of an empty breadboard, for a circuit with no parts yet. A picture only. */
export const EmptyBoard = () => (
  <svg viewBox="0 0 160 100" width="100%" height="100%" aria-hidden="true" data-empty-board="">
    <rect x="18" y="18" width="124" height="64" rx="6" fill="#f3f1ea" stroke="#d2cec0" strokeWidth="1.5" />
    <line x1="26" y1="27" x2="134" y2="27" stroke="#d32f2f" strokeWidth="1" opacity="0.6" />
    <line x1="26" y1="73" x2="134" y2="73" stroke="#1e4fd8" strokeWidth="1" opacity="0.6" />
    {Array.from({ length: HOLE_ROWS }, (_, row) =>
      Array.from({ length: HOLE_COLUMNS }, (_, column) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed grid of identical holes.
          key={`${row}-${column}`}
          x={29 + column * 7.6}
          y={36 + row * 6.5}
          width="2.6"
          height="2.6"
          rx="0.5"
          fill="#b9b4a3"
        />
      )),
    )}
    <path
      d="M80 46 l-3 7 h3 l-2 7 l6 -9 h-3 l2 -5 z"
      fill="#f59f00"
      stroke="#e8590c"
      strokeWidth="0.8"
      strokeLinejoin="round"
    />
  </svg>
);
