import { CONTENT_HTML_POLICY } from '@advantage/contracts';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_HTML_POLICY.tags],
  allowedAttributes: Object.fromEntries(Object.entries(CONTENT_HTML_POLICY.attributes).map(([tag, names]) => [tag, [...names]])),
  allowedClasses: { '*': [CONTENT_HTML_POLICY.classPattern] },
  allowedSchemes: [...CONTENT_HTML_POLICY.schemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other unknown tags leave their text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
  transformTags: {
    // A link whose address is not one the policy allows keeps its text and loses the address.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      if (href && !CONTENT_HTML_POLICY.hrefPattern.test(href)) {
        const { href: _dropped, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs };
    },
  },
};

/** Cleans HTML to the content policy shared with the browser (contracts CONTENT_HTML_POLICY). Run it before storing content. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
