/** Screens of the aacassignment section (docs/product/aac-passwords-and-approvals.md aacassignment), loaded on demand with the section's chunk. */
import { AAC_TITLES as T } from '@advantage/contracts';
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';

const aac = section(() => import('../../sections/aacassignment/index'));

const PASSWORD = { layout: 'classic', title: T.password, load: aac('AacPassword') } as const;
const APPROVAL = { layout: 'classic', title: T.approval, load: aac('AacApproval') } as const;

/** Every answer of the two-step form is one screen (the steps show in place); the answers after a sign-in land here too. */
export const AAC_SCREENS = {
  'aacassignment/aac_supervisor_email': { Initial: PASSWORD, Success: PASSWORD },
  'aacassignment/aac_password_request': { Initial: PASSWORD, Success: PASSWORD },
  'aacassignment/aac_approval': { Initial: APPROVAL, Approved: APPROVAL, Rejected: APPROVAL },
  'aacassignment/my_requests': { Initial: { layout: 'classic', title: T.myRequests, load: aac('MyAacRequests') } },
  'aacassignment/approval_requests': { Initial: { layout: 'classic', title: T.workList, load: aac('AacWorkList') } },
} as const satisfies ScreenRegistry;
