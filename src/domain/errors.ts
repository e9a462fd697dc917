/**
 * Error codes the API returns as `{ error: { code, message } }`.
 * The web shows `t('errors.<code>')`; `message` is the spec's text for logs and API users.
 */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Invalid request',
  UNAUTHENTICATED: 'Sign-in required',
  FORBIDDEN: 'You do not have permission to do this',
  NOT_FOUND: 'Not found',
  CONFLICT: 'The resource changed since you loaded it',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  URI_TOO_LONG: 'The address is too long',
  CROSS_SITE_REQUEST: 'This request came from another site and was refused',
  // spec §8, identity
  EMAIL_IN_USE: 'The email address is already in use by another account.',
  USER_NOT_FOUND: 'No user found with this email.',
  INVALID_CREDENTIALS: 'Invalid Login Credentials.',
  POPUP_CLOSED: 'The sign-in popup was closed before completing the sign-in. Please try again.',
  LOGIN_FAILED: 'Login failed. Please try again.',
  LOGOUT_FAILED: 'Hubo un problema al cerrar la sesión. Por favor, inténtalo de nuevo.',
  WRONG_PASSWORD: 'The current password is not correct.',
  PASSWORD_NOT_SET: 'This account signs in through the identity provider and has no password.',
  // spec §5, §6, §8: projects
  PROJECT_NOT_FOUND: 'Project not found',
  PROJECT_FORBIDDEN: 'User {userId} does not have access to project {projectId}',
  PROJECT_VERSION_CONFLICT: 'The project changed since you loaded it',
  PROJECT_FIELDS_REQUIRED: 'Por favor completa el nombre y la categoría del proyecto.',
  PROJECT_DELETE_FAILED: 'The project could not be deleted, unexpected error',
  PROJECT_DUPLICATE_FAILED: 'The project could not be duplicated. Please try again.',
  PROJECT_LAST_OWNER: 'A project needs at least one owner',
  SHARE_USER_NOT_FOUND: 'Usuario no encontrado',
  IMAGE_TOO_LARGE: 'El archivo es demasiado grande. Máximo 5MB.',
  IMAGE_INVALID: 'Por favor selecciona un archivo de imagen válido.',
  IMAGE_WRONG_FORMAT: 'El archivo debe ser una imagen en formato png o jpg',
  IMAGE_REQUIRED: 'Debes seleccionar una imagen para actualizar.',
  // issue 23: what one person may store and how fast
  STORAGE_QUOTA_EXCEEDED: 'There is no room left for this picture in your storage quota',
  UPLOAD_RATE_LIMITED: 'Too many pictures uploaded in a short time. Please wait and try again.',
  // component catalogue
  CATALOGUE_ITEM_NOT_FOUND: 'Component not found',
  // spec §5, §8: practical guides and their categories
  GUIDE_NOT_FOUND: 'Guide not found',
  GUIDE_DATA_INVALID: 'Datos de la guía inválidos',
  GUIDE_PUBLISHED: 'A published guide must be unpublished before it can be edited',
  GUIDE_VERSION_CONFLICT: 'The guide changed since you loaded it',
  CATEGORY_NOT_FOUND: 'Categoría no encontrada',
  CATEGORY_DATA_INVALID: 'Datos de la categoría inválidos',
  CATEGORY_IN_USE: 'A category that has guides cannot be deleted',
  CATEGORY_EXISTS: 'A category with this value already exists',
  // spec §4, §5, §7, §8: academy courses, their modules, activities and starter guides
  COURSE_NOT_FOUND: 'Curso no encontrado',
  COURSE_LOCKED: 'This is a premium course: contact its provider to get access to its activities',
  COURSE_BLOCKED: 'Este curso está bloqueado por ahora',
  COURSE_DATA_INVALID: 'Datos del curso inválidos',
  COURSE_ID_REQUIRED: 'ID de curso requerido',
  COURSE_VERSION_CONFLICT: 'The course changed since you loaded it',
  COURSE_HAS_GROUPS: 'A course that has groups cannot be deleted: their students and grades depend on it',
  MODULE_INDEX_INVALID: 'Índice de módulo inválido',
  ACTIVITY_NOT_FOUND: 'Actividad no encontrada',
  // issue 25: behaviour checks
  CHECK_INVALID: 'A check is not a scenario this simulator runs',
  CHECKS_VERSION_CONFLICT: 'The checks changed since you loaded them',
  ACTIVITY_IDS_INVALID: 'Actividad debe tener ID y idStart válidos',
  STARTER_GUIDE_NOT_FOUND: 'Guía de inicio no encontrada',
  STARTER_GUIDES_PARAMS_INVALID: 'Parámetros inválidos para crear starterGuides',
  BANNER_TOO_LARGE: 'The banner must be under 2MB',
  BANNER_WRONG_FORMAT: 'Only JPG, PNG and GIF files are allowed',
  COURSE_IMAGE_WRONG_FORMAT: 'Only JPG, PNG, GIF and WebP files are allowed',
  IMAGE_NO_CHANGES: 'No changes: choose a new image to save',
  // spec §4, §6, §7, §8: groups, their students' work and the class activity
  GROUP_NOT_FOUND: 'Grupo no encontrado',
  ACTIVITY_NOT_IN_GROUP: 'No se encontró la actividad en el grupo',
  STUDENT_NOT_IN_GROUP: 'The student is not in this group',
  GROUP_MENTOR_INVALID: 'The mentor must be a tutor you may assign to a group',
  KEYBOARD_ACCESS_REQUIRED: 'Only the student holding keyboard access can send a floor',
  SUBMISSION_NOT_OPENED: 'Open the activity and work on it before sending it',
  SUBMISSION_ALREADY_SENT: 'This activity was already sent',
  SUBMISSION_NOT_SENT: 'Not available: an activity that was not sent cannot be graded',
  SUBMISSION_NOT_RETURNABLE: 'Only a sent or graded activity can be returned for revision',
  SUBMISSION_VERSION_CONFLICT: 'The activity changed since you loaded it',
  // spec §3, §6, §7, §8: institutions, the people who run the instance, the wire colours
  INSTITUTION_NOT_FOUND: 'Institución no encontrada',
  INSTITUTION_NAME_TAKEN: 'An institution with that name already exists',
  NOT_INSTITUTION_ADMIN: 'You do not administer this institution',
  LAST_SUPER_ADMIN: 'The last super admin cannot be removed',
  COLOR_NOT_FOUND: 'Colour not found',
  ACTIVITY_PROJECT_LOCKED: 'This activity was sent: it cannot be changed unless the tutor returns it',
  // issue 27: seats for a class (src/domain/seats.ts)
  SEAT_NOT_FOUND: 'Seat not found',
  SEAT_NICKNAME_TAKEN: 'Another seat of this group already has that nickname',
  GROUP_SEATS_FULL: 'This group has no room for that many seats',
  SEAT_LINK_ACCOUNT_NOT_FOUND: 'No account of this institution has that e-mail address',
  SEAT_LINK_CONFLICT: 'That account already has work on an activity this seat also has',
  CLASS_CODE_NOT_FOUND: 'That class code does not exist or is closed',
  SEAT_SECRET_WRONG: 'That is not your secret. Try again.',
  SEAT_LOCKED: 'Too many wrong secrets. Try again in a few minutes.',
  CLASS_CODE_PAUSED: 'Too many wrong secrets in this class. Try again in a few minutes.',
  SEAT_PROFILE_LOCKED: 'A class seat cannot change its name or password',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface ApiErrorBody {
  error: { code: ErrorCode | (string & {}); message: string; fields?: Record<string, string[]> };
}
