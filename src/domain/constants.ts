/** Business constants of spec §9, shared by server and web. */

export * from './limits.ts';
export * from './locales.ts';

export const PROJECT_CATEGORIES = ['robotics', 'iot', 'videogames', 'ia', 'other'] as const;
export const ALL_PROJECT_CATEGORIES = [...PROJECT_CATEGORIES, 'activity'] as const;
export type ProjectCategory = (typeof ALL_PROJECT_CATEGORIES)[number];

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const MODALITIES = ['free', 'premium'] as const;
export type Modality = (typeof MODALITIES)[number];

export const PERMISSION_LEVELS = ['owner', 'write', 'read'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

export const SUBMISSION_STATUSES = ['created', 'sent', 'calified'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const DEFAULTS = {
  bannerColor: '#667eea',
  bannerGradient: ['#667eea', '#764ba2'],
  guideCategory: 'robotics',
  difficulty: 'beginner' as Difficulty,
  estimatedTimeMinutes: 60,
  modality: 'free' as Modality,
  groupIsRemote: true,
  groupPassword: '{secret}',
  groupLastFloor: 1,
  savedCode: '# Escribe el código aquí',
  courseActivityCode: '# Código del proyecto',
  ownerName: 'Desconocido',
  studentName: 'Estudiante',
  firstStep: 'Configura los componentes básicos para la actividad.',
  projectCopySuffix: ' (copia)',
  guideCopySuffix: 'Copia',
} as const;
