/**
 * What sign-in, sign-out and the identity documents answer (the answer map, answers.ts; docs/adr/0034-typed-contract.md).
 * A file of its own, as main-answers.ts beside startpage.ts: login.ts keeps the shapes and constants the app's sign-in code reads.
 */
import { answer, type AnswerRows } from './answer-table.js';
import type {
  ForgotUserIdAttributes,
  PkceResponse,
  ProviderConfig,
  RegisterCardResponse,
  SignInAccessDeniedAttributes,
  SignInForbiddenAttributes,
  SignInStateAttributes,
  SignOutAttributes,
  SmartCardChallenge,
  TokenResponse,
} from './login.js';

const signedIn = answer<SignInStateAttributes>();
const signOut = answer<SignOutAttributes>();
const forgot = answer<ForgotUserIdAttributes>();
const registered = answer<RegisterCardResponse>();

export const LOGIN_ANSWERS = {
  'login': { DEFAULT: signedIn },
  'login/sign_in': { Success: signedIn, Failure: signedIn, forgotPassword: signedIn },
  'login/sign_out': { SignedOff: signOut, AdvantageConfirmLogOff: signOut, LogoutFromAuthServer: signOut },
  'login/mfa_sign_in': { accessDenied: answer<SignInAccessDeniedAttributes>(), Forbidden: answer<SignInForbiddenAttributes>() },
  'sign_in/forgot_user_id': { Success: forgot, Failure: forgot },
  // JSON documents (METHOD_TABLE json): the row is the document itself.
  'login/oauth_config': { OAuthConfig: answer<ProviderConfig>() },
  'login/pkce': { Pkce: answer<PkceResponse>() },
  'login/auth_tokens': { Tokens: answer<TokenResponse>() },
  // One document whose responseName says which answer it is.
  'login/register_smart_card': { Success: registered, NoAction: registered, Error: registered },
  'login/smart_card_challenge': { SmartCardChallenge: answer<SmartCardChallenge>() },
} satisfies AnswerRows;
