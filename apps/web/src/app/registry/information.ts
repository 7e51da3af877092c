/** Screens of the information section (docs/product/README.md): titles quoted where the spec gives them. */
import { INFORMATION_TITLES as T } from '@advantage/contracts';
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';

const information = section(() => import('../../sections/information/index'));

const page = information('InformationPage');
const commentForm = { layout: 'classic', title: T.commentForm, load: information('CommentForm') } as const;

export const INFORMATION_SCREENS = {
  'information/help': { Help: { layout: 'help', title: T.help, load: information('HelpCentre') } },
  'ggs/information/help': { Help: { layout: 'help', title: T.globalSupplyHelp, load: information('HelpCentre') } },
  'information/page': { InformationPage: { layout: 'help', title: T.page, load: page } },
  'information/content_page': { InformationPage: { layout: 'classic', title: T.page, load: page } },
  'information/tutorial': { Tutorial: { layout: 'help', title: T.tutorial, load: page } },
  'information/state_local': { StateLocal: { layout: 'classic', title: T.stateLocal, load: page } },
  'information/contractor': { Contractor: { layout: 'classic', title: T.contractor, load: page } },
  'information/news': { News: { layout: 'classic', title: T.news, load: information('News') } },
  'information/help_modal': { HelpModal: { layout: 'modal', modalClass: 'right', title: T.helpModal, load: information('HelpModal') } },
  'information/comment_form': { Initial: commentForm },
  'information/comment_form_submit': { Initial: commentForm, Success: commentForm },
} as const satisfies ScreenRegistry;
