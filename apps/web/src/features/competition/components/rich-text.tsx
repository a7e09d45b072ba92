import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize';

/**
 * The competition's rules as the backend stores them (a CMS's rich text), passed through the portal's
 * allowlist (lib/sanitize: no script, no event handler, no javascript: URL) before they are rendered.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `shui-competition__rich ${className}` : 'shui-competition__rich'}
      // The page's only raw HTML, and it is sanitised just above.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
