/** The 'login' section chunk (spec §2): the login screen, Access Denied and the sign-out answers. */
export { AccessDenied } from './AccessDenied';
export { LoginScreen } from './LoginScreen';
export { AuthServerLogout, ConfirmLogout, SignedOff } from './SignOut';
