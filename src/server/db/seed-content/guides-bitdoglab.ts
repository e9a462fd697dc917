import type { NewGuideCategoryRow } from '../schema/guides.ts';
import { bitDogLabButtons, bitDogLabButtonsTranslations } from './guides-bitdoglab-buttons.ts';
import { bitDogLabBuzzer, bitDogLabBuzzerTranslations } from './guides-bitdoglab-buzzer.ts';
import { bitDogLabJoystick, bitDogLabJoystickTranslations } from './guides-bitdoglab-joystick.ts';
import { bitDogLabMatrix, bitDogLabMatrixTranslations } from './guides-bitdoglab-matrix.ts';
import { bitDogLabOled, bitDogLabOledTranslations } from './guides-bitdoglab-oled.ts';
import { bitDogLabRgb, bitDogLabRgbTranslations } from './guides-bitdoglab-rgb.ts';
import type { SeedGuide } from './types.ts';

/**
 * The BitDogLab's own category (issue 29): the board Brazil's EmbarcaTech schools teach with, its
 * peripherals already on it and programmed in MicroPython. Its guides are written in Portuguese,
 * each with a Spanish and an English version; the category's texts are Spanish like the others'
 * (the web shows `guides.categories.bitdoglab` in pt and en).
 */
export const BITDOGLAB_CATEGORY: NewGuideCategoryRow = {
  value: 'bitdoglab',
  text: 'BitDogLab',
  name: 'BitDogLab',
  icon: 'cpu',
  description:
    'La placa de las escuelas brasileñas de EmbarcaTech, con LED, botones, matriz y pantalla ya conectados.',
};

/** In lesson order, each original followed by its translations. */
export const bitDogLabGuides: SeedGuide[] = [
  bitDogLabRgb,
  ...bitDogLabRgbTranslations,
  bitDogLabButtons,
  ...bitDogLabButtonsTranslations,
  bitDogLabBuzzer,
  ...bitDogLabBuzzerTranslations,
  bitDogLabMatrix,
  ...bitDogLabMatrixTranslations,
  bitDogLabJoystick,
  ...bitDogLabJoystickTranslations,
  bitDogLabOled,
  ...bitDogLabOledTranslations,
];
