/**
 * department/adv2git_contact: without a body the form (Contact); with one, the request is stored and the
 * programs office's email (and a signed-in member's own copy) is queued in the outbox in the same transaction,
 * so a request is never stored without its mail nor mailed without being stored. Answers Confirmation.
 */
import {
  type ContactFormAttributes, type ContactFormInput, DEPARTMENT_TEXT, type DepartmentConfirmationAttributes, type InputOf,
} from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { ValidationError } from '../../lib/errors.js';
import { DEPARTMENT_FORM_LIMITS, sessionAllowance, sharedAllowance } from './limits.js';
import { type ContactFacts, contactReference, programsOfficeMessage, senderCopy } from './mail.js';
import { adv2gitUrl } from './pages.js';
import type { DepartmentDirectory } from './queries.js';

const PATH = 'department/adv2git_contact';
const table = schema.departmentContactRequests;

function form(directory: DepartmentDirectory, request: FastifyRequest, values: ContactFormAttributes['values'], errors?: ContactFormAttributes['errors']) {
  const attributes: ContactFormAttributes = {
    storeID: request.session.storeId,
    departments: directory.list.map((d) => ({ code: d.row.code, name: d.row.name })),
    values,
    ...(errors ? { errors } : {}),
  };
  return screen(PATH, 'Contact', attributes);
}

function valuesOf(input: ContactFormInput): ContactFormAttributes['values'] {
  const { name, email, phone, organization, department, interest, message } = input;
  return { name, email, phone: phone ?? '', organization, department: department ?? '', interest, message };
}

async function sentToEmailThisHour(request: FastifyRequest, email: string): Promise<number> {
  const [row] = await request.server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(sql`lower(${table.email}) = ${email.toLowerCase()}`, gt(table.createdAt, sql`now() - interval '1 hour'`)));
  return Number(row?.n ?? 0);
}

export function contactVerb(programsOffice: string) {
  return async (request: FastifyRequest, directory: DepartmentDirectory, { query: { dept }, body: input }: InputOf<'department/adv2git_contact'>) => {
    const member = request.member;
    if (!input) {
      const name = member ? `${member.firstName} ${member.lastName}`.trim() : '';
      return form(directory, request, {
        name,
        email: member?.email ?? '',
        phone: member?.phone ?? '',
        organization: member?.agency ?? '',
        department: dept && directory.byCode.has(dept) ? dept : '',
        interest: '',
        message: '',
      });
    }
    const department = input.department ? directory.byCode.get(input.department) : undefined;
    if (input.department && !department) throw new ValidationError([{ field: 'department', message: DEPARTMENT_TEXT.unknownDepartment }]);
    const allowance = sessionAllowance(request);
    if (!allowance.allowed || (await sentToEmailThisHour(request, input.email)) >= DEPARTMENT_FORM_LIMITS.emailPerHour || !(await sharedAllowance(request))) {
      return form(directory, request, valuesOf(input), [{ field: '', message: DEPARTMENT_TEXT.throttled }]);
    }

    const app = request.server;
    const verifiedName = member && member.email.toLowerCase() === input.email.toLowerCase() ? `${member.firstName} ${member.lastName}`.trim() || input.name : null;
    const reference = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(table)
        .values({
          memberId: member?.id ?? null,
          departmentCode: department?.row.code ?? null,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          organization: input.organization,
          interest: input.interest,
          message: input.message,
        })
        .returning({ id: table.id });
      if (!row) throw new Error('department contact request insert returned nothing');
      const facts: ContactFacts = {
        reference: contactReference(Number(row.id)),
        input,
        departmentName: department?.row.name ?? null,
        storeId: request.session.storeId,
        memberId: member?.id ?? null,
        verifiedName,
      };
      await app.mail.enqueue(programsOfficeMessage(programsOffice, facts), tx);
      const copy = senderCopy(facts);
      if (copy) await app.mail.enqueue(copy, tx);
      await audit(tx, request, { action: 'department_contact_request', outcome: 'success', target: facts.reference, detail: { interest: input.interest } });
      return facts.reference;
    });
    void app.mail.flush().catch(() => undefined);
    await allowance.record();
    const confirmation: DepartmentConfirmationAttributes = {
      storeID: request.session.storeId,
      form: 'contact',
      referenceNumber: reference,
      message: DEPARTMENT_TEXT.contactSent,
      continueUrl: adv2gitUrl(department?.row.code),
    };
    return screen(PATH, 'Confirmation', confirmation);
  };
}
