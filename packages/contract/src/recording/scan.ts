import {
  BEARER,
  CAS_TICKET,
  DATA_URI,
  ID_NUMBER,
  JWT,
  MAIL,
  PHONE,
  PLACEHOLDER,
  SECRET_PARAM,
  TOKEN_RUN,
  looksRandom,
  secretKey,
} from './patterns';
import type { KnownKind } from './scrub';

/** Something in a recording that still looks like a secret: its kind and where, never the value. */
export interface Finding {
  kind: KnownKind | 'JWT' | 'session cookie';
  file: string;
  /** Where in the file: `responses[0].body.json.data.token`. */
  at: string;
}

export interface ScanContext {
  /** The fakes the scrubber handed out (phones, e-mails, ID numbers of the same format that may stay). */
  fakes: ReadonlySet<string>;
  /** Every value the scrubber replaced: none may appear anywhere. */
  originals: ReadonlyArray<{ value: string; kind: KnownKind }>;
}

const matches = (pattern: RegExp, text: string): string[] => [...text.matchAll(pattern)].map((m) => m[0]);

/** What in one string looks like a secret. `key` is the field or header it is the value of. */
function inText(text: string, key: string, context: ScanContext, isString: boolean): Array<Finding['kind']> {
  const found: Array<Finding['kind']> = [];
  // Names are not looked for: a fake name may be someone's real one, and names have no form to find.
  for (const { value, kind } of context.originals)
    if (kind !== 'name' && text.includes(value)) found.push(kind);
  if (matches(JWT, text).length > 0) found.push('JWT');
  if (matches(BEARER, text).length > 0) found.push('token');
  if (matches(CAS_TICKET, text).length > 0) found.push('ticket');
  for (const m of text.matchAll(SECRET_PARAM)) found.push(/ticket/i.test(m[1] ?? '') ? 'ticket' : 'token');
  if (matches(MAIL, text).some((m) => !context.fakes.has(m))) found.push('e-mail');
  if (matches(ID_NUMBER, text).some((m) => !context.fakes.has(m))) found.push('ID number');
  const phones = matches(PHONE, text).map((m) => m.replace(/\D/g, '').slice(-11));
  if (phones.some((p) => !context.fakes.has(p))) found.push('phone');
  const withoutImages = text.replace(DATA_URI, ' ');
  if (matches(TOKEN_RUN, withoutImages).some(looksRandom)) found.push('token');
  // A cookie or a secret header or field must hold placeholders only.
  const secret = isString ? secretKey(key) : undefined;
  if (secret === 'cookie') {
    // Cookie: a=..; b=..  Set-Cookie: one cookie a line, its attributes after the first ";".
    const pairs =
      key.toLowerCase() === 'set-cookie'
        ? text.split('\n').map((l) => l.split(';')[0] ?? '')
        : text.split(';');
    if (pairs.some((pair) => !/^\s*[^=]*=?\s*<redacted:[a-z-]+>\s*$/.test(pair) && pair.trim() !== ''))
      found.push('session cookie');
  } else if (secret && text.replace(PLACEHOLDER, '').trim().length > 0) {
    if (!/^(Bearer|Basic|Token)\s+<redacted:[a-z-]+>$/.test(text) && !/^<redacted:[a-z-]+>$/.test(text))
      found.push(secret === 'ticket' ? 'ticket' : secret === 'password' ? 'password' : 'token');
  }
  return found;
}

type Visit = (text: string, at: string, key: string, isString: boolean) => void;

function walk(value: unknown, at: string, key: string, visit: Visit) {
  if (typeof value === 'string') visit(value, at, key, true);
  else if (typeof value === 'number') visit(String(value), at, key, false);
  else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${at}[${i}]`, key, visit));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, item] of Object.entries(value)) {
      visit(k, `${at}{key}`, '', false);
      // The bytes of a binary body are not text.
      if (k === 'base64') continue;
      walk(item, at ? `${at}.${k}` : k, k, visit);
    }
  }
}

/**
 * The final scan of a recording's files (parsed): anything that still looks like a phone number, an
 * e-mail, an ID number, a JWT or another long random token, a cookie value, a ticket, or any value the
 * scrubber replaced. Fakes the scrubber made are let through; placeholders are.
 */
export function scanForSecrets(
  files: ReadonlyArray<{ file: string; value: unknown }>,
  context: ScanContext,
): Finding[] {
  const findings: Finding[] = [];
  for (const { file, value } of files) {
    walk(value, '', '', (text, at, key, isString) => {
      for (const kind of new Set(inText(text, key, context, isString)))
        findings.push({ kind, file, at: at || '(top)' });
    });
  }
  return findings;
}
