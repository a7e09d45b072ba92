import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize';

/**
 * Rich text from the backend (an intro, a homework prompt), passed through the portal's allowlist
 * (lib/sanitize: no script, no event handler, no javascript: URL) before it is rendered.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `shui-rich-text ${className}` : 'shui-rich-text'}
      // The only raw HTML of the course hall, and it is sanitised just above.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
