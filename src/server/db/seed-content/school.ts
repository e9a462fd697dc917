import type { SubmissionStatus } from '../../../domain/constants.ts';
import type { DemoAccountKey } from '../demo-accounts.ts';
import type { Diagram } from '../schema/json.ts';
import { diagram, ledCircuit, part, pico } from './helpers.ts';

/** The seed's marker: when this institution exists, the demo is already there. */
export const DEMO_INSTITUTION = 'Colegio Técnico Chispa';

/** The demo's second institution, with its own staff, course and group (spec §6 isolation). */
export const DEMO_SOUTH_INSTITUTION = 'Escuela Andina del Sur';

export const DEMO_SOUTH_GROUP = {
  name: '2.º B — Señales',
  schedule: 'Martes y jueves, 10:00 a 11:30',
  isRemote: true,
};

export const DEMO_GROUP = {
  name: '3.º A — Electrónica',
  schedule: 'Lunes y miércoles, 15:00 a 16:30',
  isRemote: false,
};

/** The wire palette (spec §3 colors), named in every locale; the Spanish name is `name`. */
export const COLORS = [
  { names: { es: 'Rojo', pt: 'Vermelho', en: 'Red' }, hex: '#e03131' },
  { names: { es: 'Negro', pt: 'Preto', en: 'Black' }, hex: '#212529' },
  { names: { es: 'Verde', pt: 'Verde', en: 'Green' }, hex: '#2f9e44' },
  { names: { es: 'Azul', pt: 'Azul', en: 'Blue' }, hex: '#1971c2' },
  { names: { es: 'Amarillo', pt: 'Amarelo', en: 'Yellow' }, hex: '#f08c00' },
  { names: { es: 'Naranja', pt: 'Laranja', en: 'Orange' }, hex: '#e8590c' },
  { names: { es: 'Morado', pt: 'Roxo', en: 'Purple' }, hex: '#7048e8' },
];

export interface SeedProject {
  owner: DemoAccountKey;
  name: string;
  category: 'robotics' | 'iot' | 'other' | 'activity';
  isActivity: boolean;
  code: string;
  diagram: Diagram;
  /** Minutes before the seed's `now`, so lists have a stable newest-first order. */
  minutesAgo: number;
}

const blinkCode = (pin: string, seconds: number) => `import time
import board
import digitalio

led = digitalio.DigitalInOut(board.${pin})
led.direction = digitalio.Direction.OUTPUT

while True:
    led.value = not led.value
    time.sleep(${seconds})
`;

export const DEMO_PROJECTS: SeedProject[] = [
  {
    owner: 'student',
    name: 'Tu primer LED parpadeante - Lucía Fernández',
    category: 'activity',
    isActivity: true,
    code: blinkCode('GP15', 0.5),
    diagram: ledCircuit('GP15', 'red'),
    minutesAgo: 2880,
  },
  {
    owner: 'student',
    name: 'Semáforo de tres luces - Lucía Fernández',
    category: 'activity',
    isActivity: true,
    code: `import time
import board
import digitalio

luces = []
for pin in (board.GP13, board.GP14, board.GP15):
    luz = digitalio.DigitalInOut(pin)
    luz.direction = digitalio.Direction.OUTPUT
    luces.append(luz)

while True:
    # rojo 3 s, verde 3 s, amarillo 1 s
    for indice, segundos in ((0, 3), (2, 3), (1, 1)):
        for i, luz in enumerate(luces):
            luz.value = i == indice
        time.sleep(segundos)
`,
    diagram: diagram(
      [
        pico(),
        part('rojo', 'wokwi-led', 140, 0, { color: 'red' }),
        part('amarillo', 'wokwi-led', 180, 0, { color: 'yellow' }),
        part('verde', 'wokwi-led', 220, 0, { color: 'green' }),
      ],
      [
        ['pico:GP13', 'rojo:A'],
        ['pico:GP14', 'amarillo:A'],
        ['pico:GP15', 'verde:A'],
        ['rojo:C', 'pico:GND.4'],
        ['amarillo:C', 'pico:GND.4'],
        ['verde:C', 'pico:GND.4'],
      ],
    ),
    minutesAgo: 1440,
  },
  {
    owner: 'student',
    name: 'Luz de la mesita',
    category: 'other',
    isActivity: false,
    code: blinkCode('GP15', 2),
    diagram: ledCircuit('GP15', 'yellow'),
    minutesAgo: 60,
  },
  {
    owner: 'student2',
    name: 'Tu primer LED parpadeante - Mateo Rojas',
    category: 'activity',
    isActivity: true,
    code: blinkCode('GP15', 0.25),
    diagram: ledCircuit('GP15', 'blue'),
    minutesAgo: 2000,
  },
  {
    owner: 'student2',
    name: 'Baliza para mi robot',
    category: 'robotics',
    isActivity: false,
    code: blinkCode('GP16', 0.1),
    diagram: diagram(
      [
        pico(),
        part('baliza', 'wokwi-led', 140, 40, { color: 'orange' }),
        part('r1', 'wokwi-resistor', 130, 120, { value: '220' }, 90),
      ],
      [
        ['pico:GP16', 'baliza:A'],
        ['baliza:C', 'r1:1'],
        ['r1:2', 'pico:GND.5'],
      ],
    ),
    minutesAgo: 30,
  },
];

export interface SeedSubmission {
  student: DemoAccountKey;
  activityId: string;
  /** Index into DEMO_PROJECTS of the project handed in, if any. */
  project?: number;
  status: SubmissionStatus;
  score?: number;
  feedback?: string;
}

/** Module 1 of the free course, in every state the group screens show. */
export const DEMO_SUBMISSIONS: SeedSubmission[] = [
  {
    student: 'student',
    activityId: 'activity_led_parpadeo',
    project: 0,
    status: 'calified',
    score: 95,
    feedback: 'Circuito correcto y código muy claro. Prueba a cambiar los tiempos para practicar el ritmo.',
  },
  { student: 'student', activityId: 'activity_semaforo', project: 1, status: 'sent' },
  { student: 'student', activityId: 'activity_sos_morse', status: 'created' },
  { student: 'student2', activityId: 'activity_led_parpadeo', project: 3, status: 'sent' },
  { student: 'student2', activityId: 'activity_semaforo', status: 'created' },
];
