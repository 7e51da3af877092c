/**
 * What a member may approve, as the web app is told at sign-in (AUTHENTICATED attributes.user) and by
 * user_container: the account menu shows the approval pages only to members who can use them. The server
 * checks each approval again on its own; these roles only decide what the menu offers.
 */
export const MEMBER_ROLES = [
  /** Holds the supervisor role of an AAC (aac_roles): decides AAC password requests. */
  'aacSupervisor',
  /** Holds the funds-approver role of an AAC (aac_roles): authorizes funds-control carts. */
  'fundsApprover',
  /** Named as the supervisor of a state or local buyer (state_validations): authorizes their orders. */
  'stateSupervisor',
] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);
}

/** Who the member is for the menus: their member type (federal, military, state) and their approval roles. */
export interface MemberAccess {
  memberType: string;
  roles: MemberRole[];
}

/**
 * The member's access as an answer carries it (AUTHENTICATED attributes.user, user_container's member): undefined when
 * it carries none, so the web app asks user_container instead of guessing. Unknown roles are dropped.
 */
export function memberAccessOf(value: unknown): MemberAccess | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { memberType, roles } = value as Record<string, unknown>;
  if (typeof memberType !== 'string' || !Array.isArray(roles)) return undefined;
  return { memberType, roles: MEMBER_ROLES.filter((role) => roles.includes(role)) };
}
