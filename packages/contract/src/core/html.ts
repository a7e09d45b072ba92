/**
 * Escaping text for HTML, the one copy the fake API's pages, its course intros and covers and the CLI's
 * generated questions and reports use. A subpath of the contract (`@shui/contract/html`), so the portal
 * never loads it.
 */

/** HTML's special characters and their named references (`'` has no named one in HTML 4). */
const NAMED: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export interface EscapeOptions {
  /** `named` (the default): `&lt;`; `numeric`: `&#60;`, each character by its code. */
  references?: 'named' | 'numeric';
  /** false: `"` and `'` are left as they are (text between tags, never an attribute's value). */
  quotes?: boolean;
}

/** `text` with `&`, `<`, `>` and (unless `quotes` is false) `"` and `'` written as character references. */
export function escapeHtml(
  text: string,
  { references = 'named', quotes = true }: EscapeOptions = {},
): string {
  return text.replace(quotes ? /[&<>"']/g : /[&<>]/g, (c) =>
    references === 'numeric' ? `&#${c.charCodeAt(0)};` : NAMED[c]!,
  );
}
