import { z } from 'zod';

/**
 * `GET /api/site-settings`: what the school running the server chose for everyone's pages.
 * `feedbackUrl` is the help menu's external feedback form (spec §7), null (no link) unless the
 * server's FEEDBACK_URL is set: the users are children, so no outside site is linked by default.
 */
export const siteSettingsSchema = z.object({
  feedbackUrl: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
