/** The 'login' section chunk (docs/product/accounts-and-sign-in.md): the login screen, sign_in's answers, Access Denied and the sign-out answers. */
export { AccessDenied } from './AccessDenied';
export { LoginScreen } from './LoginScreen';
export { ForgotUserId, SignInAnswer } from './SignIn';
export { AuthServerLogout, ConfirmLogout, SignedOff } from './SignOut';
