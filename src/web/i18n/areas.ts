/**
 * The locale files split by area: each area is downloaded as a chunk of its own per language
 * (strings-build.ts), so a page fetches the texts it shows and not the other 90 KB. An area is a
 * list of key prefixes; a key belongs to the area of its longest matching prefix (`workspace.conflict`
 * is the shell's, the rest of `workspace` the workspace's). areas.test.ts checks that every key has
 * exactly one area and that every page and lazy dialog declares the areas its code uses.
 */
export const AREAS = {
  /** What every signed-in page shows: top bar, menus, page titles, error texts, the edit-conflict dialog. */
  shell: [
    'app',
    'common',
    'language',
    'nav',
    'profile',
    'logout',
    'routeError',
    'offline.pages',
    'noAccess',
    'errors',
    'workspace.conflict',
    'guideAdmin.conflict',
    'courseAdmin.conflict',
    'courseEditor.conflict',
    'offline.data',
    // The new version's notice (offline/updates-notice.tsx), on any page.
    'offline.shell',
  ],
  /** Form fields and their checks: the account and share dialogs, admin forms. */
  forms: ['validation', 'fields', 'imageField', 'auth', 'account'],
  /** Part and pin names, wire colours: every board drawn, thumbnails included. */
  parts: [
    'parts',
    'editor.broken',
    'editor.colors',
    'editor.controls',
    'editor.live',
    'editor.pins',
    'bitdoglab',
  ],
  /** The board editor's words: canvas, palette, properties, announcements. */
  editor: ['editor'],
  /** Home, the project cards and lists, the guide cards. */
  projects: ['home', 'projects', 'guides.card', 'guides.categories', 'guides.difficulty'],
  /** The project and share dialogs. */
  projectDialogs: ['projects.modal', 'projects.share'],
  /** The guide pages (recommended projects, a category's guides). */
  guides: ['guides'],
  /** The board's workspace: its bars, the run controls and consoles, the checks. */
  workspace: [
    'workspace',
    'run',
    'checks',
    'colorAdmin.palette',
    // A MicroPython upload and the program's language (issue 29).
    'board',
    'code',
  ],
  /** The Blocks view's blocks and toolbox (issue 30): downloaded with the view, when it opens. */
  blocks: ['blocks'],
  /** The guided tours (the Backoffice's too). */
  tour: ['tour', 'backoffice.tour'],
  /** Academy, courses, groups, grades, classwork, class activities, the Backoffice. */
  learning: [
    'academy',
    'guideWorkspace',
    'courseEditor',
    'classwork',
    'grades',
    'groups',
    'classActivity',
    'backoffice',
    'behaviourChecks',
    'seats',
  ],
  /** The super admin's management pages. */
  admin: ['catalogueAdmin', 'guideAdmin', 'courseAdmin', 'institutionAdmin', 'userAdmin', 'colorAdmin'],
  /**
   * The class sign-in's steps and the secret's pictures (issue 27): the seat pages show the pictures'
   * names too, and the light class sign-in downloads this area alone when it opens (light/class-texts.ts).
   */
  classSignIn: ['seats.signIn', 'seats.pictures'],
  /** The signed-out pages' own texts (the light client copies them, light/keys.ts; the app shows none). */
  landing: ['landing'],
} as const satisfies Record<string, readonly string[]>;

export type Area = keyof typeof AREAS;

export const AREA_NAMES = Object.keys(AREAS) as Area[];

/** Downloaded before the app's first paint (main.tsx). */
export const SHELL_AREAS: readonly Area[] = ['shell'];

const PREFIXES = Object.entries(AREAS)
  .flatMap(([area, prefixes]) => prefixes.map((prefix) => [prefix, area as Area] as const))
  .sort(([a], [b]) => b.length - a.length);

/** The area of a flat key (`home.title` → `projects`), by its longest listed prefix. */
export const areaOf = (key: string): Area | undefined =>
  PREFIXES.find(([prefix]) => key === prefix || key.startsWith(`${prefix}.`))?.[1];

/** What each page (routes.tsx) and lazy dialog downloads besides the shell; areas.test.ts keeps them honest. */
export const PAGE_AREAS = {
  home: ['parts', 'projects'],
  projects: ['parts', 'projects'],
  guides: ['parts', 'projects', 'guides'],
  academy: ['learning'],
  course: ['learning', 'forms', 'tour'],
  grades: ['learning'],
  seats: ['learning', 'classSignIn'],
  groups: ['learning', 'tour'],
  groupAdmin: ['learning', 'forms'],
  backoffice: ['learning', 'forms', 'tour', 'admin'],
  admin: ['admin', 'forms'],
  catalogueAdmin: ['admin', 'forms', 'parts', 'editor', 'workspace', 'projectDialogs'],
  guideAdmin: ['admin', 'forms', 'projects'],
  courseAdmin: ['admin', 'forms', 'learning'],
  courseEditor: ['learning', 'forms', 'admin', 'workspace'],
  workspace: ['parts', 'editor', 'projects', 'workspace', 'tour'],
  learningWorkspace: ['parts', 'editor', 'projects', 'workspace', 'tour', 'learning'],
  classActivity: ['learning'],
  /** Lazy dialogs. */
  accountDialog: ['forms'],
  projectDialog: ['projects', 'projectDialogs', 'forms'],
  blocksView: ['blocks', 'workspace', 'parts'],
} as const satisfies Record<string, readonly Area[]>;
