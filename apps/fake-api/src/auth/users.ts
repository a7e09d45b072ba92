import { serverMessages, type StoredUser, authErrors } from '@shui/contract';
import { fail } from '../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import { nextId, type StoreState } from '../state/state';

/** Accounts: lookups by id (an index) and by login name, passwords, the avatar, new accounts. */
export class Users {
  private byId = new Map<number, StoredUser>();

  constructor(private readonly state: StoreState) {
    state.index(() => {
      this.byId = new Map(state.data.users.map((u) => [u.id, u]));
    });
  }

  get count(): number {
    return this.state.data.users.length;
  }

  user(id: number): StoredUser | undefined {
    return this.byId.get(id);
  }

  /** The user with this id; a 404 envelope when there is none. */
  must(userId: number): StoredUser {
    const user = this.byId.get(userId);
    if (!user) throw fail('notFound', serverMessages.userNotFound);
    return user;
  }

  all(): readonly StoredUser[] {
    return this.state.data.users;
  }

  /** The account a login name designates: username, phone, e-mail (any case) or student number. */
  findByLogin(name: string): StoredUser | undefined {
    const key = name.trim();
    const lower = key.toLowerCase();
    return this.state.data.users.find(
      (u) => u.username === key || u.phone === key || u.userNumber === key || u.mail?.toLowerCase() === lower,
    );
  }

  findByUsername(username: string): StoredUser | undefined {
    return this.state.data.users.find((u) => u.username === username);
  }

  findByPhone(phone: string): StoredUser | undefined {
    const key = phone.trim();
    return this.state.data.users.find((u) => u.phone === key);
  }

  findByMail(mail: string): StoredUser | undefined {
    const lower = mail.trim().toLowerCase();
    return this.state.data.users.find((u) => u.mail?.toLowerCase() === lower);
  }

  /** Checks a login; undefined when the name or the password is wrong. */
  authenticate(name: string, password: string): StoredUser | undefined {
    const user = this.findByLogin(name);
    return user && verifyPassword(password, user.passwordHash) ? user : undefined;
  }

  /** Users whose username, name, phone, mail or student number contains `search` (any case), by id. */
  search(search: string | undefined, offset: number, limit: number) {
    const needle = search?.trim().toLowerCase();
    const matches = needle
      ? this.state.data.users.filter((u) =>
          [u.username, u.truename, u.phone, u.mail, u.userNumber].some((v) =>
            v?.toLowerCase().includes(needle),
          ),
        )
      : this.state.data.users;
    return { total: matches.length, users: matches.slice(offset, offset + limit) };
  }

  create(input: {
    username: string;
    truename: string;
    phone: string | null;
    mail: string | null;
    userNumber: string | null;
    password?: string;
    passwordHash?: string;
    role?: StoredUser['role'];
    companyIds?: number[];
  }): StoredUser {
    if (this.findByUsername(input.username))
      throw fail('conflict', `${serverMessages.usernameTaken}：${input.username}`);
    const user: StoredUser = {
      id: nextId(this.state.data.users.map((u) => u.id)),
      username: input.username,
      truename: input.truename,
      phone: input.phone,
      mail: input.mail,
      userNumber: input.userNumber,
      passwordHash: input.passwordHash ?? hashPassword(input.password ?? input.username),
      role: input.role ?? 'student',
      headImgUrl: '',
      companyIds: input.companyIds ?? [],
      currentCompanyId: input.companyIds?.[0] ?? null,
      createdAt: new Date(this.state.clock.now()).toISOString(),
    };
    this.insert(user);
    this.state.changed();
    return user;
  }

  /** Adds a user whose fields are already checked (bulk additions); the caller calls `changed()`. */
  insert(user: StoredUser): void {
    this.state.data.users.push(user);
    this.byId.set(user.id, user);
  }

  setPassword(userId: number, password: string): void {
    const user = this.must(userId);
    user.passwordHash = hashPassword(password);
    this.state.changed();
  }

  changePassword(userId: number, oldPassword: string, newPassword: string): void {
    const user = this.must(userId);
    if (!verifyPassword(oldPassword, user.passwordHash)) throw fail(authErrors.oldPasswordWrong);
    this.setPassword(userId, newPassword);
  }

  setAvatar(userId: number, url: string): void {
    this.must(userId).headImgUrl = url;
    this.state.changed();
  }
}
