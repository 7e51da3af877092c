import type { ModuleRoutes } from '../../routes.js';
import { agencyListVerb } from './agency-list.js';
import { stateUpdateProfileVerb } from './state-update-profile.js';
import { stateValidationVerb } from './state-validation.js';
import { userContainerVerb } from './user-container.js';

/** State and local buyers (spec §2 State, profile/stateUpdateProfile, profile/agency_list, user_container). */
export const stateModule = (): ModuleRoutes => ({
  'state/stateValidation': async (request) => stateValidationVerb(request),
  'profile/stateUpdateProfile': async (request) => stateUpdateProfileVerb(request),
  'profile/agency_list': async (request, reply) => agencyListVerb(request, reply),
  'user_container': async (request) => userContainerVerb(request),
});
