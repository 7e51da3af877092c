/** Screens of the ggs section: `ggs/start_page` Welcome, in every store (FSS and USMC link it). */
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';

const ggs = section(() => import('../../sections/ggs/index'));

export const GGS_SCREENS = {
  'ggs/start_page': {
    Welcome: { layout: 'index', title: 'GSA Global Supply', load: ggs('GlobalSupplyWelcome') },
  },
} as const satisfies ScreenRegistry;
