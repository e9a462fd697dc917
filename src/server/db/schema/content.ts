/** Every table of spec §3 besides better-auth's (auth.ts), one file per feature. */
export * from './catalogue.ts';
export * from './checks.ts';
export * from './courses.ts';
export * from './groups.ts';
export * from './guides.ts';
export * from './institutions.ts';
export type * from './json.ts';
export * from './projects.ts';
export * from './seats.ts';
export * from './stored-files.ts';
