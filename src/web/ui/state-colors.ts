/**
 * A green for "on" states (published, active, graded) drawn as text or outline. Mantine's teal.9 is
 * 4.5:1 on white but 4.49:1 on a hovered table row (#f1f3f5), under WCAG AA; this one stays above
 * 5:1 on both.
 */
export const ON_STATE_COLOR = '#0b6e4f';
