/**
 * The few Tabler icons the signed-out pages draw, copied as paths: importing @tabler/icons-react
 * would bring the app's vendor chunk. Same 24×24 outline drawing as the app's icons.
 */
interface IconProps {
  size?: number;
  className?: string;
}

const outline = (paths: readonly string[]) =>
  function Icon({ size = 24, className }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };

export const IconCircuitResistor = outline(['M2 12h2l2 -5l3 10l3 -10l3 10l3 -10l1.5 5h2.5']);
export const IconBrandPython = outline([
  'M12 9h-7a2 2 0 0 0 -2 2v4a2 2 0 0 0 2 2h3',
  'M12 15h7a2 2 0 0 0 2 -2v-4a2 2 0 0 0 -2 -2h-3',
  'M8 9v-4a2 2 0 0 1 2 -2h4a2 2 0 0 1 2 2v5a2 2 0 0 1 -2 2h-4a2 2 0 0 0 -2 2v5a2 2 0 0 0 2 2h4a2 2 0 0 0 2 -2v-4',
  'M11 6l0 .01',
  'M13 18l0 .01',
]);
export const IconSchool = outline(['M22 9l-10 -4l-10 4l10 4l10 -4v6', 'M6 10.6v5.4a6 3 0 0 0 12 0v-5.4']);
export const IconLanguage = outline([
  'M9 6.371c0 4.418 -2.239 6.629 -5 6.629',
  'M4 6.371h7',
  'M5 9c0 2.144 2.252 3.908 6 4',
  'M12 20l4 -9l4 9',
  'M19.1 18h-6.2',
  'M6.694 3l.793 .582',
]);
export const IconChevronDown = outline(['M6 9l6 6l6 -6']);
export const IconCheck = outline(['M5 12l5 5l10 -10']);
export const IconKey = outline([
  'M16.555 3.843l3.602 3.602a2.877 2.877 0 0 1 0 4.069l-2.643 2.643a2.877 2.877 0 0 1 -4.069 0l-.301 -.301l-6.558 6.558a2 2 0 0 1 -1.239 .578l-.175 .008h-1.172a1 1 0 0 1 -.993 -.883l-.007 -.117v-1.172a2 2 0 0 1 .467 -1.284l.119 -.13l.414 -.414h2v-2h2v-2l2.144 -2.144l-.301 -.301a2.877 2.877 0 0 1 0 -4.069l2.643 -2.643a2.877 2.877 0 0 1 4.069 0',
  'M15 9h.01',
]);
export const IconAlertCircle = outline(['M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0', 'M12 8v4', 'M12 16h.01']);
export const IconArrowLeft = outline(['M5 12l14 0', 'M5 12l6 6', 'M5 12l6 -6']);
export const IconCircle = outline(['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0']);

export const IconCircleCheckFilled = ({ size = 24, className }: IconProps) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
    className={className}
  >
    <path d="M17 3.34a10 10 0 1 1 -14.995 8.984l-.005 -.324l.005 -.324a10 10 0 0 1 14.995 -8.336zm-1.293 5.953a1 1 0 0 0 -1.32 -.083l-.094 .083l-3.293 3.292l-1.293 -1.292l-.094 -.083a1 1 0 0 0 -1.403 1.403l.083 .094l2 2l.094 .083a1 1 0 0 0 1.226 0l.094 -.083l4 -4l.083 -.094a1 1 0 0 0 -.083 -1.32z" />
  </svg>
);

/** Mantine's close button cross (15×15). */
export const IconClose = ({ size = 16 }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 15 15" fill="none" aria-hidden="true" focusable="false">
    <path
      d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

/** Mantine's password visibility eye, open or struck through (256×256 drawing). */
export const IconEye = ({ reveal, size = 20 }: { reveal: boolean; size?: number }) => {
  const stroke = {
    fill: 'none',
    stroke: 'currentColor',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    strokeWidth: 16,
  } as const;
  return (
    <svg width={size} height={size} viewBox="0 0 256 256" aria-hidden="true" focusable="false">
      {reveal ? (
        <>
          <path
            {...stroke}
            d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53"
          />
          <path
            {...stroke}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path {...stroke} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle {...stroke} cx="128" cy="128" r="40" />
        </>
      )}
    </svg>
  );
};
