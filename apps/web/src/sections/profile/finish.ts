/** The 'profile' finishing chunk: login/mfa_sign_in accessDenied while a registration is in progress. */
export { RegistrationAccessDenied } from './FinishRegistration';
