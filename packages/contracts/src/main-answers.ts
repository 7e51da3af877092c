/**
 * What the start pages, the URL map, eBuy and the message center answer (the answer map, answers.ts; docs/adr/0034-typed-contract.md). A file
 * of its own so that startpage.ts, which the landing bundle reads, stays free of the map.
 */
import { answer, type AnswerRows } from './answer-table.js';
import type { SurveyFormAttributes } from './department.js';
import type { EbuyAttributes } from './ebuy.js';
import type { MessageCenterAttributes } from './messagecenter.js';
import type { GlobalSupplyWelcomeAttributes, LegacyUrlMapping, StartPageAttributes } from './startpage.js';

/** main/start_page Survey: the department pages' survey (no department: about the site) over the start page. */
export interface StartSurveyAttributes extends StartPageAttributes {
  department: string;
  values: SurveyFormAttributes['values'];
}

const start = answer<StartPageAttributes>();

export const MAIN_ANSWERS = {
  'main/start_page': { StartPage: start, Login: start, Survey: answer<StartSurveyAttributes>(), BrowseCategories: start },
  'main/home': { HomePage: start, StartPage: start },
  'usmc/start_page': { Login: start, Success: start, HomePage: start, StartPage: start },
  'ggs/start_page': { Welcome: answer<GlobalSupplyWelcomeAttributes>() },
  'main/struts_ng_url_map': { UrlMap: answer<{ urlMap: LegacyUrlMapping[] }>() },
  'main/ebuy': { Ebuy: answer<EbuyAttributes>() },
  'main/message_center': { MessageCenter: answer<MessageCenterAttributes>() },
  'main/message_center_read': { MessageCenter: answer<MessageCenterAttributes>() },
} satisfies AnswerRows;
