import { notificationListSchema, type Notification } from '@shui/contract';

/**
 * The notification list cached in sessionStorage (spec section 3) and the ids read locally through 'view
 * details' (section 4). Both belong to one login: the owner is the user id plus a fingerprint of the
 * token, so another account, or a new login of the same one, starts from the server again.
 */
const STORAGE_KEY = 'shui-notifications';

interface Stored {
  owner: string;
  list: Notification[] | null;
  readIds: number[];
}

/** FNV-1a of the token: tells logins apart without keeping the token a second time. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

export const cacheOwner = (userId: number, token: string): string => `${userId}:${fingerprint(token)}`;

function read(owner: string): Stored {
  const empty: Stored = { owner, list: null, readIds: [] };
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return empty;
    const saved = JSON.parse(raw) as Partial<Stored>;
    if (saved.owner !== owner) return empty;
    const list = notificationListSchema.safeParse(saved.list);
    const readIds = Array.isArray(saved.readIds)
      ? saved.readIds.filter((id): id is number => Number.isInteger(id))
      : [];
    return { owner, list: list.success ? list.data : null, readIds };
  } catch {
    return empty;
  }
}

function write(stored: Stored): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the list then comes from the server on the next load.
  }
}

/** The cached list of this login, or undefined when there is none (then it comes from the server). */
export const cachedList = (owner: string): Notification[] | undefined => read(owner).list ?? undefined;

/** Ids this login has read through 'view details'. */
export const locallyReadIds = (owner: string): ReadonlySet<number> => new Set(read(owner).readIds);

export function cacheList(owner: string, list: Notification[]): void {
  write({ ...read(owner), list });
}

export function rememberRead(owner: string, id: number): void {
  const stored = read(owner);
  if (!stored.readIds.includes(id)) write({ ...stored, readIds: [...stored.readIds, id] });
}

/** The list with the locally read ones as read. */
export const withLocalReads = (list: Notification[], readIds: ReadonlySet<number>): Notification[] =>
  list.map((n) => (n.status === 0 && readIds.has(n.id) ? { ...n, status: 1 } : n));
