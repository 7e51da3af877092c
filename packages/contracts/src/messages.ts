/** Error and status texts of docs/product/errors.md, docs/product/message-center.md, quoted exactly. */

const HELP_DESK_TAIL
  = 'If the problem persists, report this error to the GSA Help Desk. Before contacting the help desk, please gather error details by clicking on the link below this message. Sorry for the inconvenience.';

function unableTo(action: string): string {
  return `Unable to ${action}. Please restart your browser and try again. ${HELP_DESK_TAIL}`;
}

export const MESSAGES = {
  signInFailure: { title: 'Unexpected error while authenticating user', text: unableTo('sign in') },
  switchUserFailure: { title: 'Unexpected error while switching user', text: unableTo('switch user') },
  signOutFailure: { title: 'Unexpected error while signing out', text: unableTo('sign out') },
  smartCardFailure: { title: 'Unexpected error while registering PIV/CAC card', text: unableTo('register your PIV/CAC card') },

  unexpectedError: {
    title: 'Unexpected Error',
    text: 'The application was not able to execute your request successfully and failed to receive an expected response from the server. Please report this error to the GSA Help Desk...',
  },
  missingResponse: {
    name: 'Missing Response Error',
    message: 'No response, or a response without a response name, was received from the server.',
  },
  unexpectedResponse: { name: 'Unexpected Response Error', message: 'No screen is mapped for the response received from the server.' },
  missingRedirection: { name: 'Missing Redirection Error', message: 'The server asked for a redirection without a URL.' },
  unexpectedRequest: { name: 'Unexpected request', message: 'No method is known for the requested path.' },
  httpError: { name: 'HTTP Error' },
  /** Our wording: /ds/error/http_error opened when this tab has shown no HTTP error. */
  noHttpError: 'No request of this window has failed, so there are no error details to show. If a page showed an error, open it again and use its error details.',

  pageNotFound: {
    title: 'Page Not Found Error',
    text: (url: string) =>
      `Sorry, we can't find the page you were looking for. Page ${url} does not exist. Please contact GSA Advantage Help Desk.`,
  },
  unmappedDisplayScreen: {
    title: 'Unexpected Error',
    text: (url: string) =>
      `No mapping was found in the mapper for the URL ${url} and response DEFAULT. This is a bug; please report it to the GSA Help Desk.`,
  },

  sessionExpired: { title: 'Session Expired', text: 'Your session with the server expired due to inactivity...' },
  sessionExpiredPrompt: { title: 'Session expired', text: 'Your session has expired. Would you like to create a new session?' },
  sessionAboutToExpire: { title: 'Session about to expire', text: 'Are you still working?' },

  connection: {
    lost: 'Lost connection with the server. Reconnecting ...',
    stillUnavailable: 'Server still not available, will try again in a few seconds...',
    retrying: (attempt: number) => `Trying to reconnect with the server ... (attempt #: ${attempt})`,
    givingUp: (attempts: number) => `Unable to connect after ${attempts} attempts. Giving up!`,
    fatal: { title: 'Please relaunch this application', text: 'Unable to connect with the server...' },
  },

  smartCard: {
    invalidCertificate: 'ATTENTION:  An invalid PIV/CAC card certificate was selected.',
    success: 'Your PIV/CAC card was successfully registered.',
    noAction: 'Your PIV/CAC card is already registered on GSA Advantage.',
    error: 'ATTENTION: This PIV/CAC card is registered with another account.',
    registrationFailure: 'Unable to register smart card',
  },

  accessDenied: { title: 'Access Denied', homeLink: 'Go to Home Page' },
  /** login/sign_out SignedOff's heading, also the confirmation once the provider's sign-out returns. */
  signedOut: 'You have signed out',
  anonymousUser: 'User has not signed in.',
  usmcLoginTitle: 'Welcome to GSA United States Marine Corp',
  extendSessionFailure: 'Unable to extend the session',
} as const;
