import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/** Tags rich text may keep (spec section 9); anything else is dropped, its text kept (scripts go whole). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'span',
  'img',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

/** Attributes rich text may keep: no style, no event handler, no data-*. */
export const RICH_TEXT_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'class', 'target', 'rel'] as const;

/** http(s), mail and phone links, and relative addresses; no javascript:, data:, vbscript: or others. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// What browsers ignore inside a URL's scheme (`java\tscript:`), removed before the check.
// eslint-disable-next-line no-control-regex
const URL_IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const TARGETS = new Set(['_blank', '_self']);

const config: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_URL,
};

let purifier: DOMPurify | undefined;

/** A DOMPurify of its own, so these hooks never touch other users of the library. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'href' || data.attrName === 'src') {
      // DOMPurify lets data: through in img src by default; this allowlist does not.
      if (!SAFE_URL.test(data.attrValue.replace(URL_IGNORED, ''))) data.keepAttr = false;
    } else if (data.attrName === 'target' && !TARGETS.has(data.attrValue.trim().toLowerCase())) {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    // A page opened in a new tab must not reach back to the portal through window.opener.
    if (node.getAttribute('target')?.trim().toLowerCase() === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** Rich text from the backend made safe to render: allowlisted tags and attributes, safe URLs only. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, config);
}
