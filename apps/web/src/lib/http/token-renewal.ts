/**
 * How the HTTP client keeps the tab's access token good (docs/adr/0019-silent-token-renewal.md). The sign-in code
 * (shell/auth/token-keeper.ts) installs the policy; the client only asks it, so this layer knows no provider.
 */
export interface TokenRenewal {
  /**
   * Before a call: resolves once the tab's token is fit to send (renewed first when it is about to expire, or taken
   * from another tab of the browser when this one has none yet). A background call is never a reason to renew.
   */
  beforeCall(background: boolean): Promise<void>;
  /** After an HTTP 401 to a call that carried a token: true when a new token came and the call may go once more. */
  renewAfterRefusal(): Promise<boolean>;
}

let installed: TokenRenewal | undefined;

export function setTokenRenewal(renewal: TokenRenewal | undefined): void {
  installed = renewal;
}

export function tokenRenewal(): TokenRenewal | undefined {
  return installed;
}
