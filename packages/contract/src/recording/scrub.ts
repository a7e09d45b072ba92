import type { z } from 'zod';
import { personalFields, secretKinds, type PersonalKind } from './personal-fields';
import { fakeIdNumber, fakeMail, fakeName, fakePhone } from './fakes';
import {
  BEARER,
  CAS_TICKET,
  ID_NUMBER,
  JWT,
  MAIL,
  PHONE,
  SECRET_PARAM,
  placeholder,
  secretKey,
} from './patterns';
import { childPending, childSchema, resolve, type Pending } from './walk';

/** The placeholder's name of each secret kind. */
const SECRET_LABELS: Partial<Record<PersonalKind, string>> = {
  password: 'password',
  token: 'token',
  ticket: 'ticket',
  authCode: 'sso-code',
  verificationCode: 'code',
};

/** What a replaced value was, for the final scan's message (never the value itself). */
export type KnownKind =
  'name' | 'phone' | 'e-mail' | 'ID number' | 'token' | 'ticket' | 'password' | 'cookie' | 'code';

/** Shorter secrets (a 6-digit code) are not hunted for as parts of other text: they would match too much. */
const MIN_KNOWN_SECRET = 8;
const MIN_KNOWN_NAME = 2;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const PHONE_PREFIX = /^(\+?86[- ]?)/;
const HAN = /\p{Script=Han}/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A key without case or separators: `trueName`, `true_name` and `truename` are one. */
const normalisedKey = (key: string) => key.toLowerCase().replace(/[_-]/g, '');

/** The keys the contract declares as holding a person's name, normalised. */
const NAME_KEYS: ReadonlySet<string> = new Set(
  [...personalFields.values()].flatMap((fields) =>
    Object.entries(fields)
      .filter(([, kind]) => kind === 'personName')
      .map(([path]) =>
        normalisedKey(
          path
            .split(/[.[\]]+/)
            .filter(Boolean)
            .pop() ?? '',
        ),
      ),
  ),
);

/**
 * Replaces secrets with placeholders (`<redacted:token>`) and personal data with deterministic fakes of
 * the same format, in bodies (walked with the contract's schema, so personalFields says which fields
 * hold names and secrets), queries, headers and any text (phones, e-mails, ID numbers, JWTs, bearer
 * tokens, CAS tickets and secret URL parameters by their form). Every value it replaces is remembered,
 * in memory only, and replaced wherever it appears again: the same value gets the same stand-in
 * everywhere. The same input gives the same output in every run: nothing is random.
 */
export class Scrubber {
  private readonly known = new Map<string, { replacement: string; kind: KnownKind }>();
  private order: string[] | undefined;
  /** Fakes handed out; the final scan lets exactly these pass. */
  readonly fakes = new Set<string>();

  /** Every value replaced so far and its kind (for the final scan: none may appear in the output). */
  originals(): Array<{ value: string; kind: KnownKind }> {
    return [...this.known].map(([value, { kind }]) => ({ value, kind }));
  }

  private learn(original: string, replacement: string, kind: KnownKind): void {
    const min = kind === 'name' ? MIN_KNOWN_NAME : MIN_KNOWN_SECRET;
    if (original.length < min || original === replacement || this.known.has(original)) return;
    this.known.set(original, { replacement, kind });
    this.order = undefined;
  }

  private secret(value: string, label: string, kind: KnownKind): string {
    const stand = placeholder(label);
    if (value !== '') this.learn(value, stand, kind);
    return stand;
  }

  private fake(value: string, make: (v: string) => string, kind: KnownKind): string {
    const fake = make(value);
    this.fakes.add(fake);
    this.learn(value, fake, kind);
    return fake;
  }

  /** A value of a field the contract declares personal. */
  leaf(kind: PersonalKind, value: string): string {
    if (value.trim() === '') return value;
    if (secretKinds.has(kind)) {
      const label = SECRET_LABELS[kind] ?? 'secret';
      return this.secret(
        value,
        label,
        kind === 'authCode' || kind === 'verificationCode' ? 'code' : (label as KnownKind),
      );
    }
    if (kind === 'personName') return this.fake(value, fakeName, 'name');
    if (kind === 'phone' && value.replace(/\D/g, '').length >= 7) return this.fake(value, fakePhone, 'phone');
    if (kind === 'mail' && value.includes('@')) return this.fake(value, fakeMail, 'e-mail');
    if (kind === 'idNumber') return this.fake(value, fakeIdNumber, 'ID number');
    return this.text(value);
  }

  /** Any text: what was replaced before, then everything recognised by its form. */
  text(input: string): string {
    let s = input;
    if (this.known.size > 0) {
      this.order ??= [...this.known.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
      for (const original of this.order) {
        if (!s.includes(original)) continue;
        const { replacement, kind } = this.known.get(original) ?? { replacement: '', kind: 'token' };
        // A name in Latin letters is replaced as a whole word only (Li, not the Li of Linux).
        s =
          kind === 'name' && !HAN.test(original)
            ? s.replace(
                new RegExp(`(?<![\\p{L}\\p{N}])${escape(original)}(?![\\p{L}\\p{N}])`, 'gu'),
                replacement,
              )
            : s.split(original).join(replacement);
      }
    }
    s = s.replace(JWT, (m) => this.secret(m, 'token', 'token'));
    s = s.replace(
      BEARER,
      (_m, scheme: string, token: string) => `${scheme} ${this.secret(token, 'token', 'token')}`,
    );
    s = s.replace(CAS_TICKET, (m) => this.secret(m, 'ticket', 'ticket'));
    s = s.replace(SECRET_PARAM, (_m, name: string, value: string) => {
      const label: KnownKind = /ticket/i.test(name) ? 'ticket' : /code/i.test(name) ? 'code' : 'token';
      return `${name}${this.secret(value, label, label)}`;
    });
    s = s.replace(MAIL, (m) => (this.fakes.has(m) ? m : this.fake(m, fakeMail, 'e-mail')));
    s = s.replace(ID_NUMBER, (m) => (this.fakes.has(m) ? m : this.fake(m, fakeIdNumber, 'ID number')));
    s = s.replace(PHONE, (m) => {
      const prefix = PHONE_PREFIX.exec(m)?.[1] ?? '';
      const rest = m.slice(prefix.length);
      if (this.fakes.has(rest)) return m;
      return `${prefix}${this.fake(rest, fakePhone, 'phone')}`;
    });
    return s;
  }

  /** A JSON value, walked with its schema when the contract has one. */
  json(value: unknown, schema?: z.ZodType): unknown {
    return this.walk(value, schema, undefined);
  }

  private walk(value: unknown, schema: z.ZodType | undefined, inherited: Pending | undefined): unknown {
    const { schema: s, pending } = resolve(schema, value, inherited);
    const kind = pending.get('');
    if (kind !== undefined && typeof value === 'string') return this.leaf(kind, value);
    if (kind !== undefined && typeof value === 'number') {
      const out = this.leaf(kind, String(value));
      return /^\d+$/.test(out) ? Number(out) : out;
    }
    if (Array.isArray(value)) {
      const items = childSchema(s, '[]');
      const below = childPending(pending, '[]');
      return value.map((item) => this.walk(item, items, below));
    }
    if (isRecord(value)) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        const below = childPending(pending, key);
        // A field the schema does not declare but named like a declared name (a renamed `trueName`):
        // a name all the same, since names have no form the scan could find.
        if (!below.has('') && !childSchema(s, key) && NAME_KEYS.has(normalisedKey(key)))
          below.set('', 'personName');
        const secret = secretKey(key);
        out[/@|\d{7}/.test(key) ? this.text(key) : key] =
          secret && !below.has('') && typeof item === 'string'
            ? item === ''
              ? item
              : this.secret(item, secret, secret as KnownKind)
            : this.walk(item, childSchema(s, key), below);
      }
      return out;
    }
    if (typeof value === 'string') return this.text(value);
    if (typeof value === 'number' && Number.isInteger(value) && /^1[3-9]\d{9}$/.test(String(value))) {
      return Number(this.text(String(value)));
    }
    return value;
  }

  /** Request parameters (query string or form fields), with the endpoint's schema when there is one. */
  params(
    params: Readonly<Record<string, string | string[]>>,
    schema?: z.ZodType,
  ): Record<string, string | string[]> {
    return this.json(params, schema) as Record<string, string | string[]>;
  }

  /** Headers by lower-case name; values joined as recorded (Set-Cookie one per line). */
  headers(headers: Readonly<Record<string, string>>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) out[name] = this.header(name, value);
    return out;
  }

  private header(name: string, value: string): string {
    if (name === 'authorization' || name === 'proxy-authorization') {
      const match = /^(\S+)\s+(.+)$/.exec(value);
      return match
        ? `${match[1]} ${this.secret(match[2] ?? '', 'token', 'token')}`
        : this.secret(value, 'token', 'token');
    }
    if (name === 'cookie')
      return value
        .split(/;\s*/)
        .map((pair) => this.cookiePair(pair))
        .join('; ');
    if (name === 'set-cookie') {
      return value
        .split('\n')
        .map((line) => {
          const [pair = '', ...attributes] = line.split(/;\s*/);
          const kept = attributes.filter((a) => !/^expires=/i.test(a)).map((a) => this.text(a));
          return [this.cookiePair(pair), ...kept].join('; ');
        })
        .join('\n');
    }
    if (secretKey(name) || /token|ticket|session|secret|auth|password|api-?key/i.test(name)) {
      return this.secret(value, /ticket/i.test(name) ? 'ticket' : 'token', 'token');
    }
    return this.text(value);
  }

  private cookiePair(pair: string): string {
    const at = pair.indexOf('=');
    if (at === -1) return this.secret(pair, 'cookie', 'cookie');
    return `${pair.slice(0, at)}=${this.secret(pair.slice(at + 1), 'cookie', 'cookie')}`;
  }
}
