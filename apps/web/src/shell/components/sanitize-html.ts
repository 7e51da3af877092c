/**
 * Browser-side sanitizing of server HTML to the contracts' CONTENT_HTML_POLICY (defence in depth: the
 * server already sanitized it when it was stored). DOMPurify does the work. It needs a standards DOM;
 * where it cannot work (a self-check fails, as in the unit-test DOM), the same policy is applied by a
 * plain walk over an inert <template>.
 */
import { CONTENT_HTML_POLICY } from '@advantage/contracts';
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [...CONTENT_HTML_POLICY.tags];
const ALLOWED_ATTR = [...new Set(Object.values(CONTENT_HTML_POLICY.attributes).flat())];
/** Elements whose text goes with them; any other refused element leaves its text. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'textarea', 'select', 'svg', 'math']);

const allowedHref = (href: string) => CONTENT_HTML_POLICY.hrefPattern.test(href.trim());

function createPurifier(): ReturnType<typeof DOMPurify> | undefined {
  const purifier = DOMPurify(window);
  if (!purifier.isSupported) return undefined;
  // Our own instance, so this hook never affects another user of the library.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const href = node.getAttribute('href');
    if (href !== null && !allowedHref(href)) node.removeAttribute('href');
  });
  const probe = '<p title="t">x<b>y</b></p>';
  return purifier.sanitize(probe, { ALLOWED_TAGS, ALLOWED_ATTR }) === probe ? purifier : undefined;
}

function walk(parent: ParentNode): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (!(node instanceof Element)) continue;
    const tag = node.localName;
    if (!(CONTENT_HTML_POLICY.tags as readonly string[]).includes(tag)) {
      if (DROP_WITH_CONTENT.has(tag)) node.remove();
      else {
        walk(node);
        node.replaceWith(...node.childNodes);
      }
      continue;
    }
    for (const { name } of [...node.attributes]) {
      const allowed = ALLOWED_ATTR.includes(name) && (name !== 'href' || allowedHref(node.getAttribute('href') ?? ''));
      if (!allowed) node.removeAttribute(name);
    }
    walk(node);
  }
}

function policyWalk(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  walk(template.content);
  return template.innerHTML;
}

let purifier: ReturnType<typeof DOMPurify> | undefined | null = null;

/** The HTML as it may be rendered: the policy's tags and attributes, and links to allowed addresses only. */
export function sanitizeServerHtml(html: string): string {
  if (purifier === null) purifier = createPurifier();
  return purifier ? purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false }) : policyWalk(html);
}
