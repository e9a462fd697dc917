import { z } from 'zod';

/** An institution as the roles and the Backoffice switcher name it. */
export const institutionRefSchema = z.object({ id: z.string(), name: z.string() });
export type InstitutionRef = z.infer<typeof institutionRefSchema>;

/** `GET /api/me`: the signed-in user and the roles the server computes (spec §6). */
export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    displayName: z.string().nullable(),
    image: z.string().nullable(),
    /**
     * A class seat (issue 27, src/domain/seats.ts): `email` is '' and the profile and password
     * pages are not offered (the server answers 403 SEAT_PROFILE_LOCKED). Absent means false.
     */
    isSeat: z.boolean().optional(),
  }),
  roles: z.object({
    student: z.boolean(),
    tutor: z.boolean(),
    /**
     * The institutions the user administers (spec §6), by name; empty for everyone else. An admin of
     * several picks one in the Backoffice screens.
     */
    adminOf: z.array(institutionRefSchema),
    superAdmin: z.boolean(),
  }),
});
export type Me = z.infer<typeof meSchema>;

/** `GET /api/auth-config`: what the sign-in screens may offer. */
export const authConfigSchema = z.object({
  oidc: z.object({ name: z.string() }).nullable(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
