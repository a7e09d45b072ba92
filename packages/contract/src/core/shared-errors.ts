import { limits } from './constants';
import type { ErrorNote } from './endpoint';
import { missingParameterMessage, serverMessages } from './errors';

// ---- errors that handlers of several domains answer (account codes, images) ----

export const format400 = {
  phone: {
    code: 'badRequest',
    msg: serverMessages.phoneFormat,
    when: 'the phone breaks the [phone rule](#formats)',
  },
  mail: {
    code: 'badRequest',
    msg: serverMessages.mailFormat,
    when: 'the e-mail breaks the [mail rule](#formats)',
  },
  password: {
    code: 'badRequest',
    msg: serverMessages.passwordFormat,
    when: 'the password breaks the [password rule](#formats)',
  },
} as const satisfies Record<string, ErrorNote>;

export const noAccount = (what: string) =>
  ({
    code: 'badRequest',
    msg: missingParameterMessage('username'),
    when: `no account has this ${what} (Spring's missing-parameter text, as the real backend answers)`,
  }) as const satisfies ErrorNote;

export const tooSoon = {
  code: 'tooManyRequests',
  msg: serverMessages.codeTooFrequent,
  when: `a code went to the same address less than ${limits.codeCountdownSeconds} s ago`,
} as const satisfies ErrorNote;

export const badCode = {
  code: 'badCode',
  msg: serverMessages.codeInvalid,
  when: 'the code is wrong, expired or already used',
} as const satisfies ErrorNote;

export const imageMissing = {
  code: 'badRequest',
  msg: serverMessages.fileMissing,
  when: 'no file, or an empty one',
} as const satisfies ErrorNote;

export const notImage = {
  code: 'unsupportedMedia',
  msg: serverMessages.notImage,
  when: 'the bytes are not PNG, JPEG, GIF, WebP or BMP (the declared type is ignored)',
} as const satisfies ErrorNote;

/** The errors of an image upload (the avatar, a feedback screenshot). */
export const imageErrors = [imageMissing, notImage] as const satisfies readonly ErrorNote[];
