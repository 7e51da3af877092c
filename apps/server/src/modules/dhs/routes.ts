import type { ModuleRoutes } from '../../routes.js';
import { emailValidationVerb } from './email-validation.js';
import { validateEmailVerb } from './validate-email.js';

/** Homeland security email validation (docs/product/agency-stores.md "DHS email validation pages"; docs/adr/0016). */
export const dhsModule = (): ModuleRoutes => ({
  'dhs/email_validation': emailValidationVerb,
  'dhs/validate_email': validateEmailVerb,
});
