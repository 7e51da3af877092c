import { bind } from '../../lib/handler.js';
import type { ModuleRoutes } from '../../routes.js';
import { agencyListVerb } from './agency-list.js';
import { memberLimitsVerb } from './member-limits.js';
import { requestAuthorizationVerb } from './request-authorization.js';
import { selectPaymentsVerb } from './select-payments.js';
import { supervisorResponseVerb } from './supervisor-response.js';
import { stateUpdateProfileVerb } from './state-update-profile.js';
import { stateValidationVerb } from './state-validation.js';
import { userContainerVerb } from './user-container.js';

/** State and local buyers (docs/product/state-and-local.md State, profile/stateUpdateProfile, profile/agency_list, user_container). */
export const stateModule = (): ModuleRoutes => ({
  'state/stateValidation': stateValidationVerb,
  'profile/stateUpdateProfile': stateUpdateProfileVerb,
  'profile/agency_list': async (request, reply) => agencyListVerb(request, reply),
  'user_container': userContainerVerb,
  'state/select_payments': selectPaymentsVerb,
  'state/request_authorization': bind('state/request_authorization', requestAuthorizationVerb),
  'state/supervisor_response': bind('state/supervisor_response', supervisorResponseVerb),
  'state/member_limits': memberLimitsVerb,
});
