/**
 * What each state and local answer carries (the answer map, answers.ts; docs/adr/0034-typed-contract.md): validation,
 * the agency list, payments, the supervisor's authorization and the members' limits. A file of its own because the
 * area's views are spread over state-eligibility.ts, state-authorization.ts and state-limits.ts.
 */
import { answer, type AnswerRows } from './answer-table.js';
import type { RequestAuthorizationAttributes, SelectPaymentsAttributes, SupervisorResponseAttributes } from './state-authorization.js';
import type { AgencyListAttributes, StateEligibilityAttributes, UserContainerAttributes } from './state-eligibility.js';
import type { MemberLimitsAttributes } from './state-limits.js';

const eligibility = answer<StateEligibilityAttributes>();

export const STATE_ANSWERS = {
  'state/stateValidation': { StateValidation: eligibility },
  'profile/stateUpdateProfile': { EditProfile: eligibility, Failure: eligibility },
  'profile/agency_list': { AgencyList: answer<AgencyListAttributes>() },
  'state/select_payments': { SelectPayments: answer<SelectPaymentsAttributes>() },
  'state/request_authorization': { RequestAuthorization: answer<RequestAuthorizationAttributes>() },
  'state/supervisor_response': { SupervisorResponse: answer<SupervisorResponseAttributes>() },
  'state/member_limits': { MemberLimits: answer<MemberLimitsAttributes>() },
  'user_container': { UserContainer: answer<UserContainerAttributes>() },
} satisfies AnswerRows;
