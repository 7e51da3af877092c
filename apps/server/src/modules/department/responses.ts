/**
 * department/survey and department/feedback: without a body the form; with one, the answers are stored (with the
 * audit row, in one transaction) and the dialog answers Confirmation. Limited per session, address and member (limits.ts).
 */
import {
  DEPARTMENT_TEXT, type DepartmentConfirmationAttributes, type FeedbackFormAttributes, type InputOf, type SurveyFormAttributes,
} from '@advantage/contracts';
import { schema } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { ValidationError } from '../../lib/errors.js';
import { sessionAllowance, sharedAllowance } from './limits.js';
import { departmentPageUrl } from './pages.js';
import type { DepartmentDirectory } from './queries.js';

const table = schema.departmentResponses;
type Problems = Array<{ field: string; message: string }>;

function departmentOf(directory: DepartmentDirectory, code: string | undefined) {
  const department = code ? directory.byCode.get(code) : undefined;
  if (code && !department) throw new ValidationError([{ field: 'department', message: DEPARTMENT_TEXT.unknownDepartment }]);
  return department;
}

/** Stores one answer and says whether the limits let it through. */
async function store(request: FastifyRequest, kind: 'survey' | 'feedback', values: Omit<typeof table.$inferInsert, 'kind' | 'memberId'>): Promise<boolean> {
  const allowance = sessionAllowance(request);
  if (!allowance.allowed || !(await sharedAllowance(request))) return false;
  await request.server.db.transaction(async (tx) => {
    const [row] = await tx.insert(table).values({ ...values, kind, memberId: request.member?.id ?? null }).returning({ id: table.id });
    await audit(tx, request, { action: `department_${kind}`, outcome: 'success', target: String(row?.id ?? ''), detail: { topic: values.topic } });
  });
  await allowance.record();
  return true;
}

function confirmation(request: FastifyRequest, form: 'survey' | 'feedback', message: string, code: string | undefined): DepartmentConfirmationAttributes {
  return { storeID: request.session.storeId, form, referenceNumber: null, message, continueUrl: departmentPageUrl(code) };
}

export async function surveyVerb(request: FastifyRequest, directory: DepartmentDirectory, { query, body: input }: InputOf<'department/survey'>) {
  const PATH = 'department/survey';
  const queryDept = query.dept;
  const formOf = (values: SurveyFormAttributes['values'], department: string, errors?: Problems) =>
    screen(PATH, 'Survey', { storeID: request.session.storeId, department, values, ...(errors ? { errors } : {}) } satisfies SurveyFormAttributes);
  if (!input) return formOf({ satisfaction: '', found: '', purpose: '', comments: '' }, queryDept && directory.byCode.has(queryDept) ? queryDept : '');
  const department = departmentOf(directory, input.department);
  const stored = await store(request, 'survey', {
    departmentCode: department?.row.code ?? null,
    satisfaction: input.satisfaction,
    found: input.found,
    topic: input.purpose,
    comments: input.comments ?? null,
  });
  if (!stored) {
    const values = { satisfaction: String(input.satisfaction), found: input.found, purpose: input.purpose, comments: input.comments ?? '' };
    return formOf(values, input.department ?? '', [{ field: '', message: DEPARTMENT_TEXT.throttled }]);
  }
  return screen(PATH, 'Confirmation', confirmation(request, 'survey', DEPARTMENT_TEXT.surveySent, department?.row.code));
}

export async function feedbackVerb(request: FastifyRequest, directory: DepartmentDirectory, { query, body: input }: InputOf<'department/feedback'>) {
  const PATH = 'department/feedback';
  const queryDept = query.dept;
  const formOf = (values: FeedbackFormAttributes['values'], department: string, errors?: Problems) =>
    screen(PATH, 'Feedback', { storeID: request.session.storeId, department, values, ...(errors ? { errors } : {}) } satisfies FeedbackFormAttributes);
  if (!input) {
    return formOf({ topic: '', message: '', replyEmail: request.member?.email ?? '' }, queryDept && directory.byCode.has(queryDept) ? queryDept : '');
  }
  const department = departmentOf(directory, input.department);
  const stored = await store(request, 'feedback', {
    departmentCode: department?.row.code ?? null,
    topic: input.topic,
    comments: input.message,
    replyEmail: input.replyEmail ?? null,
  });
  if (!stored) {
    return formOf({ topic: input.topic, message: input.message, replyEmail: input.replyEmail ?? '' }, input.department ?? '', [{ field: '', message: DEPARTMENT_TEXT.throttled }]);
  }
  const message = input.replyEmail ? `${DEPARTMENT_TEXT.feedbackSent} ${DEPARTMENT_TEXT.feedbackReply(input.replyEmail)}` : DEPARTMENT_TEXT.feedbackSent;
  return screen(PATH, 'Confirmation', confirmation(request, 'feedback', message, department?.row.code));
}
