/**
 * What a tour points at on a phone when its step's own target is hidden in a menu. Kept apart from
 * the tours (tours.ts), whose texts the pages marking these need not download.
 */

/** The button that opens the side menu on a phone, where the menu itself is hidden. */
export const MENU_BUTTON_TARGET = 'menu-button';

/** The workspace's one menu on a phone, which holds what the wide top bar shows as buttons (help among them). */
export const MORE_MENU_TARGET = 'more-menu';
