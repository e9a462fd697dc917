import type { NewGuideCategoryRow } from '../schema/guides.ts';
import { BITDOGLAB_CATEGORY, bitDogLabGuides } from './guides-bitdoglab.ts';
import { blocksGuides } from './guides-blocks.ts';
import { iotGuides } from './guides-iot.ts';
import { roboticsGuides } from './guides-robotics.ts';
import { sensorGuides } from './guides-sensors.ts';
import { translatedGuides } from './guides-translated.ts';

/** `robotics` first: it is the default category of a new guide (spec §9). */
export const GUIDE_CATEGORIES: NewGuideCategoryRow[] = [
  {
    value: 'robotics',
    text: 'Robótica',
    name: 'Robótica',
    icon: 'robot',
    description: 'Servomotores y mecanismos que se mueven según lo que perciben.',
  },
  {
    value: 'iot',
    text: 'Internet de las cosas',
    name: 'IoT',
    icon: 'world',
    description: 'Dispositivos que registran, muestran y comparten datos.',
  },
  {
    value: 'sensors',
    text: 'Sensores',
    name: 'Sensores',
    icon: 'temperature',
    description: 'Luz, movimiento, temperatura: cómo medir el mundo con la Pico.',
  },
  BITDOGLAB_CATEGORY,
];

export const PRACTICAL_GUIDES = [
  ...roboticsGuides,
  ...iotGuides,
  ...sensorGuides,
  ...translatedGuides,
  ...blocksGuides,
  ...bitDogLabGuides,
];
