/**
 * One header for every page, so the logo never moves between them: the general and academy bars
 * (Mantine AppShell) and the workspace bars are this tall, with the logo this big, inset by
 * `--mantine-spacing-md` (the workspace bars' CSS repeats these numbers).
 */
export const APP_BAR_HEIGHT = 60;
export const LOGO_SIZE = 32;
