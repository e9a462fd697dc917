/** Business constants of spec §9, shared by server and web. */

export const LOCALES = ['es', 'pt', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';
export const LOCALE_STORAGE_KEY = 'chispa.locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export const LIMITS = {
  nameMin: 3,
  nameMax: 70,
  passwordMin: 8,
  passwordMax: 50,
  loginPasswordMax: 50,
  courseTitleMin: 3,
  courseTitleMax: 60,
  gradeMin: 0,
  gradeMax: 100,
  projectImageBytes: 5_242_880,
  courseBannerBytes: 2_097_152,
  courseImageBytes: 5_242_880,
  pageSize: 25,
  infiniteScrollPageSize: 20,
  batchReadIds: 10,
  homeRecommendedGuides: 4,
  homeNewestProjects: 5,
  courseDescriptionTruncate: 60,
  guideCacheMs: 600_000,
  lazyLoadTimeoutMs: 120_000,
  /** Per person: what their project pictures may keep in storage (UPLOAD_QUOTA_MB overrides it). */
  uploadQuotaMb: 100,
  /** Per person: pictures they may upload in a minute (UPLOAD_RATE overrides it). */
  uploadsPerMinute: 20,
} as const;

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
