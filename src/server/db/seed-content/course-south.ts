import { activity, courseModule, ledCircuit, step } from './helpers.ts';
import type { SeedCourse } from './types.ts';

/**
 * The course of the demo's second institution: small on purpose. It shows institution admins that
 * they see their own school's courses and groups, and nobody else's.
 */
const lighthouse = activity({
  id: 'activity_sur_faro',
  name: 'Un faro que parpadea',
  introductionText: 'Un faro avisa a los barcos con destellos regulares: lo imitamos con un LED.',
  InitialProjectDescription: 'Haz que el LED de GP15 dé un destello corto cada dos segundos.',
  componentsDiagram: ledCircuit('GP15', 'yellow'),
  code: `import time
import board
import digitalio

faro = digitalio.DigitalInOut(board.GP15)
faro.direction = digitalio.Direction.OUTPUT

while True:
    faro.value = True
    time.sleep(0.2)
    faro.value = False
    time.sleep(1.8)
`,
  steps: [
    step(
      'Enciende y apaga',
      'Pon value en True, espera, y vuelve a False.',
      [],
      'Los tiempos deciden el ritmo del destello.',
    ),
  ],
});

const sos = activity({
  id: 'activity_sur_sos',
  name: 'Señal SOS en Morse',
  introductionText: 'Tres cortos, tres largos, tres cortos: la señal de auxilio más conocida.',
  InitialProjectDescription: 'Haz que el LED de GP15 repita la señal SOS con pausas claras.',
  componentsDiagram: ledCircuit('GP15', 'red'),
  code: '# Escribe el código aquí',
  steps: [
    step(
      'Define los tiempos',
      'Un punto dura 0,2 s y una raya 0,6 s.',
      ['Deja 0,2 s apagado entre señales.'],
      'Con funciones como punto() y raya() el programa se lee como el código Morse.',
    ),
  ],
});

export const southCourse: SeedCourse = {
  id: 'curso-robotica-sur',
  name: 'Luces y señales',
  description: 'Primeros pasos con LEDs: faros, avisos y mensajes en código Morse.',
  modality: 'free',
  isPublished: true,
  backgroundColor: '#1098ad',
  modules: [courseModule(1, 'Señales de luz', 'Mensajes con un LED.', [lighthouse], [sos])],
};
