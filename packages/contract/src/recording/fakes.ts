import { digitsOf, draws } from './hash';

/**
 * Deterministic fakes of the same format as the value they stand for: the same value always gives the
 * same fake (in a body, a query or a header, in this recording or the next), and nothing of the value
 * can be read back from it.
 */

/** A mobile number of mainland China: 11 digits, 1, then 3-9. */
export function fakePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const next = draws(`phone:${digits}`);
  return `1${3 + next(7)}${digitsOf(`phone:${digits}:rest`, 9)}`;
}

/** An address at example.com (RFC 2606), never one that reaches anyone. */
export function fakeMail(mail: string): string {
  const next = draws(`mail:${mail.toLowerCase()}`);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let local = '';
  for (let i = 0; i < 8; i += 1) local += letters[next(26)];
  return `${local}@example.com`;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of the first 17 digits of a resident ID number (GB 11643). */
export function idCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11] ?? '0';
}

/** An 18-character resident ID number with a real date of birth and a valid check character. */
export function fakeIdNumber(id: string): string {
  const next = draws(`id:${id.toUpperCase()}`);
  const region = `${1 + next(6)}${digitsOf(`id:${id}:region`, 5)}`;
  const year = 1970 + next(36);
  const month = String(1 + next(12)).padStart(2, '0');
  const day = String(1 + next(28)).padStart(2, '0');
  const first17 = `${region}${year}${month}${day}${digitsOf(`id:${id}:seq`, 3)}`;
  return `${first17}${idCheckCharacter(first17)}`;
}

const SURNAMES = '赵钱孙周吴郑冯褚卫蒋沈韩朱秦尤许何吕施孔曹严华金魏陶姜谢邹喻';
// Characters chosen so that no fake reads like a title (老师, 同学) or a common word.
const GIVEN = '沐晗昀珩霁皓珂槿翊璟湛昕岑煦澈琰瑾骁棠竹砚汐岱穹';
const FIRST_NAMES = [
  'Avery',
  'Blake',
  'Casey',
  'Devon',
  'Emery',
  'Finley',
  'Harper',
  'Jordan',
  'Kendall',
  'Logan',
];
const LAST_NAMES = [
  'Abbott',
  'Barlow',
  'Calder',
  'Dalton',
  'Ellery',
  'Fenwick',
  'Garner',
  'Hollis',
  'Irving',
  'Keller',
];

const HAN = /\p{Script=Han}/u;

/**
 * A person's name: for a Chinese name, a surname and given characters, as many characters as the name
 * has (2 to 4); for another, as many words (1 to 3) of English given and family names.
 */
export function fakeName(name: string): string {
  const next = draws(`name:${name}`);
  if (HAN.test(name)) {
    const length = Math.min(4, Math.max(2, [...name.trim()].length));
    let fake = SURNAMES[next(SURNAMES.length)] ?? '赵';
    for (let i = 1; i < length; i += 1) fake += GIVEN[next(GIVEN.length)] ?? '沐';
    return fake;
  }
  const words = Math.min(3, Math.max(1, name.trim().split(/\s+/).length));
  const parts = [FIRST_NAMES[next(FIRST_NAMES.length)] ?? 'Avery'];
  for (let i = 1; i < words; i += 1) parts.push(LAST_NAMES[next(LAST_NAMES.length)] ?? 'Abbott');
  return parts.join(' ');
}
