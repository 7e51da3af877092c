/**
 * Screens of the department pages (docs/product/department-pages-and-ebuy.md "Department: main, adv2git, adv2git_contact modal, confirmation
 * 'Thank you!', homeoffice, adv_select_suggest, survey and feedback modals"). A department's search answers
 * with the search section's results screens. adv_select_suggest is data for the picker, not a screen.
 */
import { DEPARTMENT_TITLES as T } from '@advantage/contracts';
import { section } from '../../kit/screens/helpers';
import type { ScreenRegistry } from '../../kit/screens/types';

const department = section(() => import('../../sections/department/index'));
const search = section(() => import('../../sections/search/index'));

const confirmation = { layout: 'modal', modalClass: 'center', title: T.confirmation, load: department('DepartmentConfirmation') } as const;

export const DEPARTMENT_SCREENS = {
  'department/main': { DepartmentMain: { layout: 'classic', title: T.main, load: department('DepartmentMain') } },
  'department/main_search': {
    SearchResults: { layout: 'classic', title: 'Search Results', load: search('SearchResults') },
    ZeroResults: { layout: 'classic', title: 'Search Results', load: search('ZeroResults') },
  },
  'department/homeoffice': { HomeOffice: { layout: 'classic', title: T.homeOffice, load: department('HomeOffice') } },
  'department/adv2git': { Adv2Git: { layout: 'classic', title: T.adv2git, load: department('Adv2Git') } },
  'department/adv2git_contact': {
    Contact: { layout: 'modal', modalClass: 'right-medium', title: T.contact, load: department('ContactForm') },
    Confirmation: confirmation,
  },
  'department/survey': {
    Survey: { layout: 'modal', modalClass: 'center', title: T.survey, load: department('SurveyForm') },
    Confirmation: confirmation,
  },
  'department/feedback': {
    Feedback: { layout: 'modal', modalClass: 'center', title: T.feedback, load: department('FeedbackForm') },
    Confirmation: confirmation,
  },
} as const satisfies ScreenRegistry;
