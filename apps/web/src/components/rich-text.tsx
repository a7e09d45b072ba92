import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

interface RichTextProps {
  html: string;
  className?: string;
  /** Names the region for assistive technology, when the text is one. */
  label?: string;
}

/**
 * Rich text from the backend (an intro, a homework prompt, a question's statement), through the
 * allowlist of spec section 9 (lib/sanitize): no script, no event handler, no javascript: link reaches
 * the page. Shared by the course hall, the channels and the calibration field.
 */
export function RichText({ html, className, label }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `shui-rich-text ${className}` : 'shui-rich-text'}
      aria-label={label}
      role={label ? 'region' : undefined}
      // Sanitised just above with the portal's allowlist.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
