/** docs/product/validation-rules.md "Search keyword must start with a letter or digit", checked before any call to the server. */
import { RULES, SEARCH_KEYWORD_MAX_LENGTH, SEARCH_TEXTS } from '@advantage/contracts';

/** The message a buyer sees for this keyword, or undefined when it may be searched. */
export function keywordProblem(keyword: string): string | undefined {
  const text = keyword.trim();
  if (!text) return SEARCH_TEXTS.emptyKeyword;
  if (text.length > SEARCH_KEYWORD_MAX_LENGTH) return SEARCH_TEXTS.keywordTooLong;
  return RULES.searchKeyword.test(text) ? undefined : SEARCH_TEXTS.invalidKeyword;
}
