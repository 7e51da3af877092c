/** Screens of the state section (docs/product/state-and-local.md "State: stateValidation ..."; profile/stateUpdateProfile), loaded with its chunk. */
import { STATE_TITLES as T } from '@advantage/contracts';
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';

const state = section(() => import('../../sections/state/index'));

export const STATE_SCREENS = {
  'state/stateValidation': { StateValidation: { layout: 'classic', title: T.validation, load: state('StateValidation') } },
  'profile/stateUpdateProfile': {
    EditProfile: { layout: 'classic', title: T.validation, load: state('StateValidation') },
    Failure: { layout: 'classic', title: T.validation, load: state('StateValidation') },
  },
  'state/request_authorization': { RequestAuthorization: { layout: 'classic', title: T.authorization, load: state('RequestAuthorization') } },
  'state/supervisor_response': { SupervisorResponse: { layout: 'classic', title: T.supervisor, load: state('SupervisorResponse') } },
  'state/select_payments': { SelectPayments: { layout: 'classic', title: T.payments, load: state('SelectPayments') } },
  'state/member_limits': { MemberLimits: { layout: 'classic', title: T.memberLimits, load: state('MemberLimits') } },
} as const satisfies ScreenRegistry;
