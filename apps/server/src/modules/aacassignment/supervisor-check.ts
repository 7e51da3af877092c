/**
 * The supervisor step (aacassignment/aac_supervisor_email), checked again when the password is sent: the AAC is
 * registered, the email names a registered member holding the supervisor role for that AAC, that member is not
 * the buyer, and the buyer has no request for the AAC still waiting.
 */
import { AAC_TEXT, type FieldProblem } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { Member } from '../../plugins/auth/index.js';
import { activeMemberByEmail, type AacRow, findAac, fullName, hasAacRole, openRequest } from './queries.js';

export interface CheckedSupervisor {
  aac: AacRow;
  supervisor: { id: string; email: string; name: string };
}

export async function checkSupervisor(
  db: AppDb,
  buyer: Member,
  input: { aac: string; supervisorEmail: string },
  now: Date,
): Promise<CheckedSupervisor | { errors: FieldProblem[] }> {
  const aac = await findAac(db, input.aac);
  if (!aac) return { errors: [{ field: 'aac', message: AAC_TEXT.unknownAac(input.aac) }] };
  const errors: FieldProblem[] = [];
  if (await openRequest(db, buyer.id, aac.code, now)) errors.push({ field: 'aac', message: AAC_TEXT.openRequest(aac.code) });

  const person = await activeMemberByEmail(db, input.supervisorEmail);
  // Naming yourself is refused here, before anything is stored, even when you hold the supervisor role.
  if (person?.id === buyer.id || input.supervisorEmail.trim().toLowerCase() === buyer.email.toLowerCase()) {
    errors.push({ field: 'supervisorEmail', message: AAC_TEXT.selfSupervisor });
  } else if (!person || !(await hasAacRole(db, aac.code, person.id, 'supervisor'))) {
    // One message whether or not the address is a member: the form does not tell who is registered.
    errors.push({ field: 'supervisorEmail', message: AAC_TEXT.notSupervisor(input.supervisorEmail.trim(), aac.code) });
  }
  if (errors.length || !person) return { errors };
  return { aac, supervisor: { id: person.id, email: person.email, name: fullName(person) } };
}
