import { describe, expect, it } from 'vitest';
import { categoryTextIn } from './category-text.ts';

const TRANSLATIONS = { robotics: { name: 'Robotics', description: 'Servos that move.' } };
const robotics = { value: 'robotics', name: 'Robótica educativa', description: 'Servos que se mueven.' };

describe('category text', () => {
  it('a Spanish page shows the category as it was written, even where a translation exists', () => {
    expect(categoryTextIn('es', robotics, TRANSLATIONS)).toEqual({
      name: 'Robótica educativa',
      description: 'Servos que se mueven.',
    });
  });

  it('another page shows our translation where there is one, else what was written', () => {
    expect(categoryTextIn('en', robotics, TRANSLATIONS)).toEqual({
      name: 'Robotics',
      description: 'Servos that move.',
    });
    const drones = { value: 'drones', name: 'Drones', description: 'Vuelan.' };
    expect(categoryTextIn('pt', drones, TRANSLATIONS)).toEqual({ name: 'Drones', description: 'Vuelan.' });
    const sneaky = { value: 'constructor', name: 'Constructor', description: '' };
    expect(categoryTextIn('en', sneaky, TRANSLATIONS).name).toBe('Constructor');
  });
});
