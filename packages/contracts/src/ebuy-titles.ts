/**
 * eBuy's texts and the origins the web app may hand a member over to (its redirect allow-list reads them at
 * start), apart from main/ebuy's input schema (ebuy.ts) so that the landing bundle does not bring zod.
 */

/**
 * The only origins main/ebuy hands a member over to, whatever the configuration says: a configured address on
 * another origin is not offered (the server) and not followed (the web app's redirect allow-list).
 */
export const EBUY_ORIGINS: readonly string[] = ['https://www.ebuy.gsa.gov'];

/**
 * True for an address on an eBuy origin: the origin itself or a path under it. Whitespace, backslashes and `@`
 * are refused so that no parser can read another host out of it.
 */
export function isEbuyAddress(value: string): boolean {
  if (/[\s\\@]/.test(value)) return false;
  return EBUY_ORIGINS.some((origin) => value === origin || value.startsWith(`${origin}/`));
}

export const EBUY_TEXT = {
  title: 'GSA eBuy',
  intro:
    'eBuy is GSA’s online tool for requests for quotes (RFQs) and requests for information. Post your requirement to the '
    + 'schedule contractors and BPA holders who sell it, and receive their quotes online.',
  uses: [
    'Services and complex requirements that need a statement of work or an evaluation of quotes.',
    'Orders above the micro-purchase threshold, where competition among schedule holders is required.',
    'Items not on GSA Advantage!, or better prices for a large quantity.',
  ],
  handOffNote: 'eBuy opens in this window. Sign in to eBuy with the same government account; your GSA Advantage! session stays open.',
  notConfigured: 'No eBuy address is configured for your agency. Ask the GSA Advantage! help desk to set it up.',
  continue: 'Continue to eBuy',
} as const;
