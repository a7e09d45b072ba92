import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';
import './page.css';

interface RichTextProps {
  html: string;
  className?: string;
  /** Names the region for assistive technology, when the text is one. */
  label?: string;
  /** The body of a page (a channel, the competition's rules, a workshop guide): 15 px, green links. */
  prose?: boolean;
}

/**
 * Rich text from the backend (an intro, a homework prompt, a question's statement, a channel's page, the
 * competition's rules, a step of a workshop guide), through the allowlist of spec section 9
 * (lib/sanitize): no script, no event handler, no javascript: link reaches the page. The one renderer of
 * backend HTML in the portal; each feature styles it further through `className`.
 */
export function RichText({ html, className, label, prose = false }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const classes = ['shui-rich-text', prose && 'shui-rich-text--prose', className].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      aria-label={label}
      role={label ? 'region' : undefined}
      // Sanitised just above with the portal's allowlist.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
