/** Screens of the state section (spec §2 "State: stateValidation ..."; profile/stateUpdateProfile), loaded with its chunk. */
import { STATE_TITLES as T } from '@advantage/contracts';
import { section } from '../helpers';
import type { ScreenRegistry } from '../types';

const state = section(() => import('./index'));

export const STATE_SCREENS = {
  'state/stateValidation': { StateValidation: { layout: 'classic', title: T.validation, load: state('StateValidation') } },
  'profile/stateUpdateProfile': {
    EditProfile: { layout: 'classic', title: T.validation, load: state('StateValidation') },
    Failure: { layout: 'classic', title: T.validation, load: state('StateValidation') },
  },
} as const satisfies ScreenRegistry;
