/**
 * The 'profile' section chunk (docs/product/accounts-and-sign-in.md "Sections loaded on demand"): member registration, federal
 * (profile/registration, ggs/profile/registration) and state/local (state_registration,
 * validatestateemail) and its last step (registration_submit, ggs/...). The finishing of a registration
 * when the new sign-in answers accessDenied is its own small chunk (./finish), so Access Denied does
 * not load the forms and their validation library.
 *
 * profile/confirm_prompt (ConfirmPrompt, and DEFAULT for the display screen) shows the member's own
 * account facts to confirm.
 */
export { ConfirmPrompt } from './ConfirmPrompt';
export { FederalRegistration } from './FederalRegistration';
export { RegistrationDetails } from './RegistrationDetails';
export { StateRegistration } from './StateRegistration';
