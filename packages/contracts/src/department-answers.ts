/**
 * What each department answer carries (the answer map, answers.ts; docs/adr/0034-typed-contract.md). A file of its own
 * because department.ts is at the size files keep; a department's search answers the search area's screens.
 */
import { answer, type AnswerRows } from './answer-table.js';
import type {
  AdvSelectSuggestAttributes, Adv2GitAttributes, ContactFormAttributes, DepartmentConfirmationAttributes, DepartmentMainAttributes,
  FeedbackFormAttributes, HomeOfficeAttributes, SurveyFormAttributes,
} from './department.js';
import type { SearchResultsAttributes, ZeroResultsAttributes } from './search-types.js';

const confirmation = answer<DepartmentConfirmationAttributes>();

export const DEPARTMENT_ANSWERS = {
  'department/main': { DepartmentMain: answer<DepartmentMainAttributes>() },
  'department/main_search': { SearchResults: answer<SearchResultsAttributes>(), ZeroResults: answer<ZeroResultsAttributes>() },
  'department/homeoffice': { HomeOffice: answer<HomeOfficeAttributes>() },
  'department/adv2git': { Adv2Git: answer<Adv2GitAttributes>() },
  'department/adv_select_suggest': { AdvSelectSuggest: answer<AdvSelectSuggestAttributes>() },
  'department/adv2git_contact': { Contact: answer<ContactFormAttributes>(), Confirmation: confirmation },
  'department/survey': { Survey: answer<SurveyFormAttributes>(), Confirmation: confirmation },
  'department/feedback': { Feedback: answer<FeedbackFormAttributes>(), Confirmation: confirmation },
} satisfies AnswerRows;
