import { type EditProfileAttributes, PROFILE_FIELDS, type ProfileMember } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../../lib/audit.js';
import { screen } from '../../../lib/envelope.js';
import { UnauthorizedError } from '../../../lib/errors.js';
import { requireMember } from '../../../lib/member.js';

type ProfilePath = 'ggs/profile/update_profile' | 'profile/update_profile';
type ProfileBody = Partial<Record<(typeof PROFILE_FIELDS)[number], string>>;

const REQUIRED: Record<(typeof PROFILE_FIELDS)[number], string> = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  phone: 'Phone is required.',
  agency: 'Agency or organization is required.',
};

function profileOf(row: typeof schema.members.$inferSelect): ProfileMember {
  return { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone ?? '', agency: row.agency ?? '', memberType: row.memberType };
}

/**
 * update_profile (EditProfile; Failure "Profile Member Information"): without fields it shows the member's
 * profile; with all four (first and last name, phone, agency) it saves them. The router applied the field
 * rules; a request with only some of the fields is answered by Failure naming the missing ones. The email
 * address is the sign-in identity's and is not changed here.
 */
export async function updateProfileVerb(request: FastifyRequest, path: ProfilePath, body: ProfileBody = {}) {
  const member = requireMember(request);
  const db = request.server.db;
  const storeID = request.session.storeId;
  const sent = PROFILE_FIELDS.filter((field) => body[field] !== undefined);
  // The request's member may be up to two seconds old (auth cache): the screen reads the row itself.
  const [current] = await db.select().from(schema.members).where(eq(schema.members.id, member.id));
  if (!current) throw new UnauthorizedError('Unauthorized', 'Please sign in to continue.');
  if (sent.length === 0) return screen(path, 'EditProfile', { storeID, member: profileOf(current) } satisfies EditProfileAttributes);
  const missing = PROFILE_FIELDS.filter((field) => body[field] === undefined);
  if (missing.length > 0) {
    const errors = missing.map((field) => ({ field, message: REQUIRED[field] }));
    const attributes: EditProfileAttributes = { storeID, member: profileOf(current), values: body, errors };
    return screen(path, 'Failure', attributes);
  }
  const changes = { firstName: body.firstName ?? '', lastName: body.lastName ?? '', phone: body.phone ?? '', agency: body.agency ?? '' };
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.update(schema.members).set(changes).where(eq(schema.members.id, member.id)).returning();
    const changed = PROFILE_FIELDS.filter((field) => (current[field] ?? '') !== changes[field]);
    await audit(tx, request, { action: 'profile_updated', outcome: 'success', target: `member:${member.id}`, detail: { fields: changed } });
    return row ?? current;
  });
  return screen(path, 'EditProfile', { storeID, member: profileOf(updated), saved: true } satisfies EditProfileAttributes);
}
