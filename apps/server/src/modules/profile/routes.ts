import { bind } from '../../lib/handler.js';
import type { ModuleFactory } from '../../routes.js';
import { confirmPrompt } from './confirm-prompt.js';
import { federalRegistration } from './registration.js';
import { registrationSubmit } from './registration-submit.js';
import { stateRegistration, validateStateEmail } from './state-registration.js';

/** Member registration (docs/product/accounts-and-sign-in.md profile): federal and state/local, with the FSS/USMC (ggs) variants. */
export const profileModule: ModuleFactory = () => ({
  'profile/registration': bind('profile/registration', async ({ ctx, input: { body } }) => federalRegistration(ctx.request, 'profile/registration', body)),
  'ggs/profile/registration': bind('ggs/profile/registration', async ({ ctx, input: { body } }) => federalRegistration(ctx.request, 'ggs/profile/registration', body)),
  'profile/state_registration': stateRegistration,
  'profile/validatestateemail': validateStateEmail,
  'profile/registration_submit': bind('profile/registration_submit', async ({ ctx, input: { body } }) => registrationSubmit(ctx.request, 'profile/registration_submit', body)),
  'ggs/profile/registration_submit': bind('ggs/profile/registration_submit', async ({ ctx, input: { body } }) =>
    registrationSubmit(ctx.request, 'ggs/profile/registration_submit', body)),
  'profile/confirm_prompt': bind('profile/confirm_prompt', async ({ ctx }) => confirmPrompt(ctx.request)),
});
