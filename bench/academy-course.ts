/**
 * Course bodies for the Academy bench, as the course form sends them (`courseInputSchema`): every
 * activity with its ids, the §5 required texts, five steps and a small circuit (a Pico, an LED and
 * its resistor, three wires).
 */
import type { CourseInput } from '../src/domain/academy.ts';
import type { CourseActivity } from '../src/domain/course-content.ts';
import { ledCircuit } from '../src/server/db/seed-content/helpers.ts';

export interface CourseShape {
  modules: number;
  classActivities: number;
  homeActivities: number;
}

export const BIG_COURSE: CourseShape = { modules: 60, classActivities: 30, homeActivities: 10 };
export const SMALL_COURSE: CourseShape = { modules: 2, classActivities: 2, homeActivities: 1 };

const GPIOS = ['GP15', 'GP14', 'GP13', 'GP2'];

const stepsOf = (label: string) =>
  Array.from({ length: 5 }, (_, i) => ({
    stepName: `Paso ${i + 1}`,
    description: `${label}: conectá el componente ${i + 1} y revisá la polaridad.`,
    details: ['Usá la protoboard', 'Revisá los cables'],
    explanation: 'El resistor limita la corriente que pasa por el LED.',
  }));

const activityOf = (prefix: string, module: number, index: number): CourseActivity => {
  const id = `activity_${prefix}_m${module}_a${index}`;
  const name = `Actividad ${module + 1}.${index + 1}`;
  return {
    id,
    idStart: `${id}Start`,
    name,
    code: `import board\nimport digitalio\nimport time\n\nled = digitalio.DigitalInOut(board.${GPIOS[index % GPIOS.length]})\nled.direction = digitalio.Direction.OUTPUT\nwhile True:\n    led.value = not led.value\n    time.sleep(0.5)\n`,
    componentsDiagram: ledCircuit(GPIOS[index % GPIOS.length]),
    InitialProjectDescription: `${name}: un LED que parpadea`,
    introductionText: `En ${name} encendemos un LED desde la Pico.`,
    steps: stepsOf(name),
  };
};

/** Every activity id of a body, class then home activities, module by module. */
export const activityIdsOf = (body: CourseInput): string[] =>
  body.content.modules.flatMap((m) =>
    (m.lessons[0] ? [...m.lessons[0].classActivities, ...m.lessons[0].homeActivities] : []).map((a) => a.id),
  );

export const courseBody = (
  prefix: string,
  shape: CourseShape,
  fields: Partial<Omit<CourseInput, 'content'>> = {},
): CourseInput => ({
  name: `Curso ${prefix}`,
  description: `Curso de prueba ${prefix} del bench de la Academia`,
  institution: '',
  modality: 'free',
  isRemote: true,
  block: false,
  isPublished: false,
  ...fields,
  content: {
    modules: Array.from({ length: shape.modules }, (_, m) => ({
      number: String(m + 1),
      name: `Módulo ${m + 1}`,
      description: `Módulo ${m + 1} del curso ${prefix}`,
      lessons: [
        {
          classActivities: Array.from({ length: shape.classActivities }, (_, i) => activityOf(prefix, m, i)),
          homeActivities: Array.from({ length: shape.homeActivities }, (_, i) =>
            activityOf(prefix, m, shape.classActivities + i),
          ),
        },
      ],
    })),
  },
});
