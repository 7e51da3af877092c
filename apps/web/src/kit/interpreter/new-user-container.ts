/**
 * newUserContainer (docs/product/README.md server response attributes): registration's final AUTHENTICATED answer carries the new
 * member's container, the same attributes user_container answers them from then on (UserContainerAttributes).
 * The app reads two things from it: who the member is (the header's name when `user` is missing) and where a new
 * member starts: a state or local member with no program yet validates their eligibility first, since nothing
 * can be ordered under a program before that (ADR 0015).
 */
import { STATE_URLS, type UserContainerAttributes } from '@advantage/contracts';
import type { AuthenticatedUser } from './types';

export interface NewMember {
  user?: AuthenticatedUser;
  /** The new member's first page, when it is not where they were going. */
  firstStop?: string;
}

export function newMemberOf(value: unknown): NewMember | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { member, programs } = value as Partial<UserContainerAttributes>;
  if (typeof member !== 'object' || member === null) return undefined;
  const email = typeof member.email === 'string' ? member.email.trim() : '';
  const name = typeof member.name === 'string' ? member.name.trim() : '';
  const needsValidation = member.memberType === 'state' && (!Array.isArray(programs) || programs.length === 0);
  return {
    ...(email || name ? { user: { name: name || email, email } } : {}),
    ...(needsValidation ? { firstStop: STATE_URLS.validation } : {}),
  };
}
