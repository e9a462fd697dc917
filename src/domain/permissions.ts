import type { Modality, PermissionLevel } from './constants.ts';
import type { Me } from './me.ts';

/** Who is asking: the user id and the roles the server computed (spec §6). */
export interface Actor {
  id: string;
  roles: Me['roles'];
}

type Resource = {
  mentorId?: string | null;
  institutionId?: string | null;
  ownerId?: string | null;
  /** The actor's level on a project (its permission row, or owner); null when none. */
  projectLevel?: PermissionLevel | null;
  /** A course's modality; free courses are open to everyone signed in. */
  modality?: Modality;
  /** The actor studies or teaches the course: a student of one of its groups, or a group's mentor. */
  enrolled?: boolean;
  /** Spec §4 course lock: a locked course (`block: true`) is closed to all but its managers. */
  block?: boolean;
  /** The actor is one of the group's students. */
  isGroupStudent?: boolean;
};
type Rule = (actor: Actor, resource: Resource) => boolean;

const isSuperAdmin: Rule = (a) => a.roles.superAdmin;
/** The actor administers the institution of the resource (spec §6). */
export const adminsInstitution = (roles: Me['roles'], institutionId: string | null | undefined): boolean =>
  !!institutionId && roles.adminOf.some((own) => own.id === institutionId);
const isAdminOf: Rule = (a, r) => a.roles.superAdmin || adminsInstitution(a.roles, r.institutionId);
const isMentorOf: Rule = (a, r) => !!r.mentorId && r.mentorId === a.id;
const hasProjectLevel =
  (...levels: PermissionLevel[]): Rule =>
  (_a, r) =>
    !!r.projectLevel && levels.includes(r.projectLevel);

/**
 * The one table of authorization rules. Routes call `assertCan(actor, action, resource)`;
 * the web reads the same table only to hide what the server would refuse anyway.
 */
export const RULES = {
  'catalogue:manage': isSuperAdmin,
  'institution:manage': isSuperAdmin,
  'guide:manage': isSuperAdmin,
  /** The users screen: who is a tutor or a super admin. */
  'user:manage': isSuperAdmin,
  'color:manage': isSuperAdmin,
  'course:manage': isAdminOf,
  /**
   * Spec §6 premium courses need the provider's say: their activities (guide, starter project,
   * steps) are for the people the provider enrolled (a group's students and mentor), the course's
   * mentor and its institution's admins. Free courses are open to everyone signed in. A locked
   * course (spec §4 block) is closed to everyone who cannot manage it, the way a teacher closes a
   * course between terms.
   */
  'course:open': (a, r) =>
    isAdminOf(a, r) || (!r.block && (r.modality !== 'premium' || !!r.enrolled || isMentorOf(a, r))),
  'group:manage': isAdminOf,
  /** A group's page and its class activity: its students, its mentor, its managers. */
  'group:read': (a, r) => isAdminOf(a, r) || isMentorOf(a, r) || !!r.isGroupStudent,
  /**
   * Every student's work in a group (grades, activity tables, a student's backoffice, their
   * activity projects, read only): its mentor and its managers. Only the mentor grades.
   */
  'group:review': (a, r) => isAdminOf(a, r) || isMentorOf(a, r),
  'group:grade': (a, r) => isMentorOf(a, r),
  'group:keyboard-access': (a, r) => isMentorOf(a, r),
  /** Issue 27: a group's seats and class code (make, rename, reset, close, rotate): its mentor and managers. */
  'group:seats': (a, r) => isAdminOf(a, r) || isMentorOf(a, r),
  /** Issue 27: a seat's data as a whole (link to an e-mail account, export, delete): its institution's admins. */
  'seat:manage-data': isAdminOf,
  'backoffice:open': (a) => a.roles.superAdmin || a.roles.adminOf.length > 0,
  // spec §6 project access: any permission entry reads; write and owner edit; only owners share or delete.
  'project:read': hasProjectLevel('owner', 'write', 'read'),
  'project:write': hasProjectLevel('owner', 'write'),
  'project:share': hasProjectLevel('owner'),
  'project:delete': hasProjectLevel('owner'),
} satisfies Record<string, Rule>;

export type Action = keyof typeof RULES;

export const can = (actor: Actor, action: Action, resource: Resource = {}): boolean =>
  RULES[action](actor, resource);
