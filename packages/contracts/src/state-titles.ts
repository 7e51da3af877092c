/**
 * Screen titles and addresses of the state and local area, apart from its schemas so that the screen registry
 * and the account menu do not bring zod into the landing bundle. The spec names the paths, not the titles.
 */
export const STATE_TITLES = {
  validation: 'State and Local Eligibility',
  authorization: 'Orders for Authorization',
  supervisor: 'Authorize an Order',
  payments: 'State and Local Payment',
  memberLimits: 'Members You Supervise',
} as const;

export const STATE_URLS = {
  validation: '/ws/state/stateValidation',
  edit: '/ws/profile/stateUpdateProfile',
  authorization: '/ws/state/request_authorization',
  supervisor: '/ws/state/supervisor_response',
  payments: '/ws/state/select_payments',
  memberLimits: '/ws/state/member_limits',
} as const;
