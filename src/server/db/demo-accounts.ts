import type { SeatPicture } from '../../domain/seats.ts';

/**
 * The accounts the demo seed creates, so the README, tests and journeys sign in with the same
 * values. One password for all; it meets the spec §5 rules (8–50, upper, lower, digit, special).
 */
export const DEMO_PASSWORD = 'Chispa#2026';

export type DemoRole = 'student' | 'tutor' | 'institutionAdmin' | 'superAdmin';

export interface DemoAccount {
  role: DemoRole;
  name: string;
  email: string;
  password: string;
}

export const DEMO_ACCOUNTS = {
  student: {
    role: 'student',
    name: 'Lucía Fernández',
    email: 'estudiante@chispa.test',
    password: DEMO_PASSWORD,
  },
  student2: {
    role: 'student',
    name: 'Mateo Rojas',
    email: 'estudiante2@chispa.test',
    password: DEMO_PASSWORD,
  },
  tutor: { role: 'tutor', name: 'Andrea Gómez', email: 'tutor@chispa.test', password: DEMO_PASSWORD },
  institutionAdmin: {
    role: 'institutionAdmin',
    name: 'Carlos Medina',
    email: 'admin@chispa.test',
    password: DEMO_PASSWORD,
  },
  // The second institution (DEMO_SOUTH_INSTITUTION): its own admin, mentor and students.
  southAdmin: {
    role: 'institutionAdmin',
    name: 'Valentina Ríos',
    email: 'admin.sur@chispa.test',
    password: DEMO_PASSWORD,
  },
  southTutor: {
    role: 'tutor',
    name: 'Diego Paredes',
    email: 'tutor.sur@chispa.test',
    password: DEMO_PASSWORD,
  },
  southStudent: {
    role: 'student',
    name: 'Camila Torres',
    email: 'estudiante.sur@chispa.test',
    password: DEMO_PASSWORD,
  },
  southStudent2: {
    role: 'student',
    name: 'Joaquín Vega',
    email: 'estudiante2.sur@chispa.test',
    password: DEMO_PASSWORD,
  },
  superAdmin: {
    role: 'superAdmin',
    name: 'Sofía Herrera',
    email: 'super@chispa.test',
    password: DEMO_PASSWORD,
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/**
 * The demo groups' class seats (issue 27): fixed class codes and secrets, so the README lists them
 * as it lists the e-mail accounts. Published on purpose, so stored as they are (features/seats/secret.ts).
 */
export const DEMO_SEATS = {
  /** The Colegio group (DEMO_GROUP), led by the demo tutor. */
  main: {
    code: 'MAKER234',
    seats: [
      { name: 'Sofía Castro', nickname: 'Sofía C.', secret: { picture: 'star', digits: '42' } },
      { name: 'Tomás Herrera', nickname: 'Tomás H.', secret: { picture: 'rocket', digits: '17' } },
      { name: 'Valeria Núñez', nickname: 'Valeria N.', secret: { picture: 'cat', digits: '08' } },
    ],
  },
  /** The second institution's group (DEMO_SOUTH_GROUP). */
  south: {
    code: 'SDWX4567',
    seats: [
      { name: 'Bruno Salas', nickname: 'Bruno S.', secret: { picture: 'moon', digits: '23' } },
      { name: 'Elena Paz', nickname: 'Elena P.', secret: { picture: 'tree', digits: '61' } },
    ],
  },
} as const satisfies Record<
  string,
  {
    code: string;
    seats: readonly { name: string; nickname: string; secret: { picture: SeatPicture; digits: string } }[];
  }
>;
