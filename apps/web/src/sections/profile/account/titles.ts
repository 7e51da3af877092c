/**
 * Screen titles of the profile/account section (docs/product/accounts-and-sign-in.md profile, ggs/profile), apart from
 * the input schemas so the registry stays light.
 */
export const ACCOUNT_TITLES = {
  addressBook: 'Address Book',
  newAac: 'AAC/DoDAAC Address',
  create: 'Shipping Address',
  legacy: 'Address Needs Updating',
  overseas: 'APO/FPO/DPO Address',
  freightForwarder: 'Freight Forwarder Address',
  dodaac: 'DoDAAC Entry (Overseas Shipping)',
  payments: 'Manage Methods of Payment',
  profile: 'Profile Member Information',
} as const;
