import type { StoreId } from '@advantage/contracts';

/**
 * Demo accounts of the embedded mode. The development identity provider creates their sign-in accounts
 * (password + TOTP) and the marketplace seeds a member for each, linked by the provider's subject (the id).
 * The TOTP secrets are demo data, printed at start so a person can add them to any authenticator app.
 */
export interface DemoAccount {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
  firstName: string;
  lastName: string;
  memberType: 'federal' | 'military' | 'state';
  storeId: StoreId;
  agency: string;
  role: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a01',
    email: 'buyer@gsa.gov',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPFEDERAL2BUYERQAA',
    firstName: 'Fran',
    lastName: 'Federal',
    memberType: 'federal',
    storeId: 0,
    agency: 'General Services Administration',
    role: 'federal buyer',
  },
  {
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a02',
    email: 'marine.buyer@usmc.mil',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPMILITARYBUYERQAA',
    firstName: 'Morgan',
    lastName: 'Marine',
    memberType: 'military',
    storeId: 9,
    agency: 'United States Marine Corps',
    role: 'military buyer',
  },
  {
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a03',
    email: 'purchasing@springfield.il.us',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPSTATELOCALBUYERQ',
    firstName: 'Sam',
    lastName: 'Statelocal',
    memberType: 'state',
    storeId: 10,
    agency: 'City of Springfield, Illinois',
    role: 'state and local buyer',
  },
  {
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a04',
    email: 'analyst@dhs.gov',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPHOMELANDBUYERQAA',
    firstName: 'Harper',
    lastName: 'Homeland',
    memberType: 'federal',
    storeId: 8,
    agency: 'Department of Homeland Security',
    role: 'homeland-security buyer',
  },
  {
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a05',
    email: 'field.office@usda.gov',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPAGRICULTUREBUYRQ',
    firstName: 'Avery',
    lastName: 'Agriculture',
    memberType: 'federal',
    storeId: 5,
    agency: 'U.S. Department of Agriculture',
    role: 'agriculture buyer',
  },
  {
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a06',
    email: 'aac.supervisor@army.mil',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPAPPROVERSUPERVSQ',
    firstName: 'Sydney',
    lastName: 'Supervisor',
    memberType: 'military',
    storeId: 3,
    agency: 'U.S. Army',
    role: 'AAC approver / supervisor',
  },
  {
    // Authorizes the Springfield buyer's orders above their limit (seed/demo-state.ts names them).
    id: '6f1c2a9e-0d7b-4d5e-9a51-1f6c2b7e0a07',
    email: 'supervisor@springfield.il.us',
    password: 'Advantage1!',
    totpSecret: 'JBSWY3DPEHPK3PXPSTATESUPERVISORQ',
    firstName: 'Casey',
    lastName: 'Cityhall',
    memberType: 'state',
    storeId: 10,
    agency: 'City of Springfield, Illinois',
    role: 'state and local supervisor',
  },
];
