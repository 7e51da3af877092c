/**
 * The 'profile' section chunk (spec §2 "Sections loaded on demand"): member registration, federal
 * (profile/registration, ggs/profile/registration) and state/local (state_registration,
 * validatestateemail) and its last step (registration_submit, ggs/...). The finishing of a registration
 * when the new sign-in answers accessDenied is its own small chunk (./finish), so Access Denied does
 * not load the forms and their validation library.
 *
 * profile/confirm_prompt is left unregistered. Registration does not need it: registration_submit
 * answers AUTHENTICATED, which signs the member in and lands on the home page with a success alert
 * and the member's name in the header. And it could not be shown as the spec's display screen:
 * `/ds/<path>` looks the path up with response name DEFAULT, which the method table does not declare
 * for profile/confirm_prompt (only ConfirmPrompt), so it would need a contract change first.
 */
export { FederalRegistration } from './FederalRegistration';
export { RegistrationDetails } from './RegistrationDetails';
export { StateRegistration } from './StateRegistration';
