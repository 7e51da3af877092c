import type { AacPasswordFormAttributes, AacSupervisorEmailAttributes, AacSupervisorEmailInput, FieldProblem } from '@advantage/contracts';
import { AAC_TEXT } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { requireMember } from '../../lib/member.js';
import { nowOf } from './context.js';
import { choiceOf, listAacs } from './queries.js';
import { checkSupervisor } from './supervisor-check.js';

const PATH = 'aacassignment/aac_supervisor_email';

/**
 * aacassignment/aac_supervisor_email: without a body, the form (every registered AAC, and the supervisor's
 * email); with one, the supervisor check. Success is the password step (AAC Password); nothing is stored
 * until the password is sent (aac_password_request checks all of this again).
 */
export async function aacSupervisorEmail(request: FastifyRequest) {
  const member = requireMember(request);
  const app = request.server;
  const storeID = request.session.storeId;
  const body = request.body as AacSupervisorEmailInput;
  const preset = ((request.query as { aac?: string }).aac ?? '').toUpperCase();
  const form = async (values: AacSupervisorEmailAttributes['values'], errors?: FieldProblem[]) =>
    screen(PATH, 'Initial', { storeID, aacs: await listAacs(app.db), values, ...(errors ? { errors } : {}) } satisfies AacSupervisorEmailAttributes);

  if (body.aac === undefined && body.supervisorEmail === undefined) return form({ aac: preset, supervisorEmail: '' });
  const values = { aac: body.aac ?? '', supervisorEmail: body.supervisorEmail ?? '' };
  const missing: FieldProblem[] = [
    ...(values.aac ? [] : [{ field: 'aac', message: AAC_TEXT.aacRequired }]),
    ...(values.supervisorEmail ? [] : [{ field: 'supervisorEmail', message: AAC_TEXT.supervisorRequired }]),
  ];
  if (missing.length) return form(values, missing);

  const checked = await checkSupervisor(app.db, member, values, nowOf(app));
  const refused = 'errors' in checked;
  await audit(app.db, request, {
    action: 'aac_supervisor_checked',
    outcome: refused ? 'refused' : 'success',
    target: values.aac,
    detail: refused ? { fields: checked.errors.map((e) => e.field) } : { supervisorMemberId: checked.supervisor.id },
  });
  if (refused) return form(values, checked.errors);
  return screen(PATH, 'Success', {
    storeID,
    aac: choiceOf(checked.aac),
    supervisor: { email: checked.supervisor.email, name: checked.supervisor.name },
  } satisfies AacPasswordFormAttributes);
}
