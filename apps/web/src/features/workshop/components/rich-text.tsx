import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize';

interface RichTextProps {
  html: string;
  className?: string;
}

/**
 * Rich text from the backend (a project's introduction, a step of its guide), through the allowlist of
 * spec section 9 (lib/sanitize): no script, no event handler, no javascript: link reaches the page.
 */
export function RichText({ html, className }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `shui-workshop-text ${className}` : 'shui-workshop-text'}
      // Sanitised just above with the portal's allowlist.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
