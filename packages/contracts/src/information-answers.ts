/**
 * What each information answer carries (the answer map, answers.ts; docs/adr/0034-typed-contract.md). A file of its own
 * because information.ts is at the size files keep.
 */
import { answer, type AnswerRows } from './answer-table.js';
import type {
  CommentFormAttributes, CommentFormSuccessAttributes, HelpAttributes, HelpModalAttributes, InformationPageAttributes, NewsAttributes,
} from './information.js';

const page = answer<InformationPageAttributes>();
const form = answer<CommentFormAttributes>();

export const INFORMATION_ANSWERS = {
  'information/page': { InformationPage: page },
  'information/content_page': { InformationPage: page },
  'information/tutorial': { Tutorial: page },
  'information/state_local': { StateLocal: page },
  'information/contractor': { Contractor: page },
  'information/news': { News: answer<NewsAttributes>() },
  'information/help': { Help: answer<HelpAttributes>() },
  'ggs/information/help': { Help: answer<HelpAttributes>() },
  'information/help_modal': { HelpModal: answer<HelpModalAttributes>() },
  'information/comment_form': { Initial: form },
  'information/comment_form_submit': { Initial: form, Success: answer<CommentFormSuccessAttributes>() },
} satisfies AnswerRows;
