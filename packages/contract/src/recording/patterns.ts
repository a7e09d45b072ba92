/**
 * What a secret or a piece of personal data looks like in text, for the scrubber (which replaces what it
 * finds) and the final scan of a recording (which fails when anything still matches). Each pattern is
 * global; use it with `replace` or `matchAll`, never `test`.
 */

/** A mainland mobile number, with an optional +86 and optional separators: 138 0013 8000. */
export const PHONE = /(?<![\d\w])(?:\+?86[- ]?)?1[3-9]\d(?:[- ]?\d{4}){2}(?!\d)/g;

/** An e-mail address. */
export const MAIL = /(?<![\w.%+-])[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w-])/g;

/** An 18-character resident ID number: region, a date of birth from 1900 on, sequence, check character. */
export const ID_NUMBER =
  /(?<![\dA-Za-z])[1-9]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![\dA-Za-z])/g;

/** A JSON Web Token: three base64url parts, the first two JSON objects. */
export const JWT = /eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]*/g;

/** `Bearer <token>` (or Basic, Token) wherever it is written. */
export const BEARER = /\b(Bearer|Basic|Token)\s+(?!<redacted)([\w~+/.=-]{8,})/gi;

/** A CAS service or ticket-granting ticket: ST-123-abc..., TGT-..., PT-... */
export const CAS_TICKET = /\b(?:ST|TGT|PGT|PT)-\d+-[\w.-]{8,}/g;

/**
 * A parameter of a URL (or a form) whose name says it carries a secret: a token, a ticket, a sign-on
 * code, a signature, a key, a session, a password.
 */
export const SECRET_PARAM =
  /([?&;](?:[\w-]*?(?:token|ticket|signature|secret|password|passwd|session|sessionid|apikey|api_key|accesskey|access_key)|code|sig|auth)=)(?!<redacted)([^&#\s"'<>]+)/gi;

/** A placeholder the scrubber writes: `<redacted:token>`. */
export const PLACEHOLDER = /<redacted:[a-z-]+>/g;

export const placeholder = (kind: string): string => `<redacted:${kind}>`;

/**
 * A key whose value is a secret whatever the endpoint: tokens, tickets, passwords, keys, sessions,
 * cookies. Matched on the key with case, `_` and `-` ignored.
 */
export function secretKey(key: string): string | undefined {
  const k = key.toLowerCase().replace(/[-_]/g, '');
  if (k === 'authorization' || k === 'proxyauthorization') return 'token';
  if (k === 'cookie' || k === 'setcookie') return 'cookie';
  if (/(password|passwd|pwd)$/.test(k)) return 'password';
  if (/ticket$/.test(k)) return 'ticket';
  if (/(token|secret|apikey|accesskey|secretkey|privatekey)$/.test(k) || k === 'jsessionid') return 'token';
  if (/^(session|sessionid|sessionkey|sid)$/.test(k)) return 'token';
  return undefined;
}

/** Runs of base64url characters in text, for the scan's test of a bare token. */
export const TOKEN_RUN = /[A-Za-z0-9_-]{24,}/g;

/** Whether a run of characters reads like a random token: long, with upper and lower letters and digits. */
export const looksRandom = (run: string): boolean =>
  run.length >= 24 && /[a-z]/.test(run) && /[A-Z]/.test(run) && /\d/.test(run);

/** `data:...;base64,...` spans (embedded images), which the scan does not read as tokens. */
export const DATA_URI = /data:[\w/+.-]*;base64,[A-Za-z0-9+/=]+/g;
