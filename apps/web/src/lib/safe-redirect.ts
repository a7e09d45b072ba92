import { loginThenBackTo, paths } from '../config/paths';

/** Percent-decoding rounds tried before a value is given up on (catches double and triple encoding). */
const MAX_DECODE_ROUNDS = 5;

// Control characters and whitespace: URL parsers drop tabs and newlines anywhere, so `/\t/evil` would
// become `//evil`; no legitimate redirect of the portal carries them unencoded.
const CONTROL_OR_SPACE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** Every form `value` takes when percent-decoded again and again, or null when one is undecodable. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  // Still changing after this many rounds: nobody encodes a real path that often.
  return null;
}

/** A form that a browser, a server or a later decode could read as another host or a script. */
function looksDangerous(form: string): boolean {
  return CONTROL_OR_SPACE.test(form) || form.includes('\\') || form.startsWith('//');
}

/** A path on the portal itself: starts with one slash and is safe in every decoded form. */
function isLocalPath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  const forms = decodedForms(path);
  return forms !== null && !forms.some(looksDangerous);
}

/**
 * The place to go after login or single sign-on: a path on the portal's own origin (`/center?x=1#y`),
 * or `fallback`. Refuses other hosts in every spelling (`//evil`, `/\evil`, `https://evil`, encoded,
 * double-encoded, with tabs or newlines inside) and other schemes (`javascript:`); an absolute URL of the
 * portal's own origin becomes its path.
 */
export function safeRedirect(
  raw: string | null | undefined,
  origin: string = window.location.origin,
  fallback = '/',
): string {
  if (typeof raw !== 'string' || raw === '') return fallback;
  if (looksDangerous(raw)) return fallback;

  let candidate = raw;
  if (!raw.startsWith('/')) {
    // Only an absolute http(s) URL of this very origin may stand in for a path.
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return fallback;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return fallback;
    candidate = url.pathname + url.search + url.hash;
  }
  if (!isLocalPath(candidate)) return fallback;

  // Resolve once more as the browser will, then check what comes out (`/..//evil` resolves to `//evil`).
  let resolved: URL;
  try {
    resolved = new URL(candidate, origin);
  } catch {
    return fallback;
  }
  if (resolved.origin !== origin) return fallback;
  const path = resolved.pathname + resolved.search + resolved.hash;
  return isLocalPath(path) ? path : fallback;
}

/**
 * The browser's own navigation in one object, so code that leaves the page can be tested (jsdom's
 * `window.location` methods can be neither called for real nor spied on).
 */
export const pageLocation = {
  /** Full load of `url`, with a history entry. */
  assign: (url: string): void => window.location.assign(url),
  /** Full load of `url`, replacing the current history entry. */
  replace: (url: string): void => window.location.replace(url),
  reload: (): void => window.location.reload(),
  /** Path, query and hash of the current page. */
  current: (): string => window.location.pathname + window.location.search + window.location.hash,
};

/** `/login?redirect=<current page>`; on the login page already, that page itself (keeping its redirect). */
export function loginPath(current: string = pageLocation.current()): string {
  const { login } = paths;
  if (current === login || current.startsWith(`${login}?`) || current.startsWith(`${login}#`)) return current;
  return loginThenBackTo(current);
}
