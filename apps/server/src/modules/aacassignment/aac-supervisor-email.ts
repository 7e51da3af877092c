import type { AacPasswordFormAttributes, AacSupervisorEmailAttributes, FieldProblem } from '@advantage/contracts';
import { AAC_TEXT } from '@advantage/contracts';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { nowOf } from '../../core/app-context.js';
import { choiceOf, listAacs } from './queries.js';
import { checkSupervisor } from './supervisor-check.js';
import { bind } from '../../lib/handler.js';

const PATH = 'aacassignment/aac_supervisor_email';

/**
 * aacassignment/aac_supervisor_email: without a body, the form (every registered AAC, and the supervisor's
 * email); with one, the supervisor check. Success is the password step (AAC Password); nothing is stored
 * until the password is sent (aac_password_request checks all of this again).
 */
export const aacSupervisorEmail = bind('aacassignment/aac_supervisor_email', async ({ ctx, input: { query, body } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const app = request.server;
  const storeID = ctx.store;
  const preset = (query.aac ?? '').toUpperCase();
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
});
