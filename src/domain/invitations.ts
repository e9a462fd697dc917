import { z } from 'zod';
import { GROUP_LIMITS, personRefSchema } from './groups.ts';

/**
 * Invitations to a group (issue 27, docs/decisions.md "A school enrols its own people"): a school
 * adds its own people straight away; anyone else gets an invitation to the address typed, which
 * the person accepts or declines once signed in with it. It lapses after `expiryDays`.
 */

export const INVITATION_LIMITS = {
  expiryDays: 14,
  /** Addresses one person may put in add boxes in an hour, whatever they turn out to be. */
  addressesPerHour: 500,
} as const;

export const invitationIdParams = z.object({ id: z.string().min(1).max(GROUP_LIMITS.idMax) });
export const groupInvitationParams = z.object({
  id: z.string().min(1).max(GROUP_LIMITS.idMax),
  invitationId: z.string().min(1).max(GROUP_LIMITS.idMax),
});

/** `GET /api/me/invitations`: what the invited person sees (the group, its course and school). */
export const myInvitationSchema = z.object({
  id: z.string(),
  group: z.object({ id: z.string(), name: z.string(), schedule: z.string() }),
  course: personRefSchema,
  institution: z.string().nullable(),
  expiresAt: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;
export const myInvitationsSchema = z.array(myInvitationSchema);

/** `POST /api/me/invitations/:id/accept`: the group the person is now a student of. */
export const acceptedInvitationSchema = z.object({ groupId: z.string() });

/** `GET /api/groups/:id/invitations`: the group's pending invitations, as its managers typed them. */
export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export const pendingInvitationsSchema = z.array(pendingInvitationSchema);
