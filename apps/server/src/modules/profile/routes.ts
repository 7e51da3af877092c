import type { ModuleFactory } from '../../routes.js';
import { confirmPrompt } from './confirm-prompt.js';
import { federalRegistration } from './registration.js';
import { registrationSubmit } from './registration-submit.js';
import { stateRegistration, validateStateEmail } from './state-registration.js';

/** Member registration (docs/product/accounts-and-sign-in.md profile): federal and state/local, with the FSS/USMC (ggs) variants. */
export const profileModule: ModuleFactory = () => ({
  'profile/registration': async (request) => federalRegistration(request, 'profile/registration'),
  'ggs/profile/registration': async (request) => federalRegistration(request, 'ggs/profile/registration'),
  'profile/state_registration': stateRegistration,
  'profile/validatestateemail': validateStateEmail,
  'profile/registration_submit': async (request) => registrationSubmit(request, 'profile/registration_submit'),
  'ggs/profile/registration_submit': async (request) => registrationSubmit(request, 'ggs/profile/registration_submit'),
  'profile/confirm_prompt': async (request) => confirmPrompt(request),
});
