import { randomBytes, randomInt } from 'node:crypto';
import {
  serverMessages,
  type AdminUserInput,
  type SeedNotification,
  VISITOR_COMPANY,
  type CheckItem,
  type CheckRecord,
  type CurrentCompany,
  type FakeState,
  type FeedbackInput,
  type Notification,
  type OutboxEntry,
  type Settings,
  type StoredCode,
  type StoredNotification,
  type StoredUpload,
  type StoredUser,
} from '@shui/contract';
import { backendTime, type Clock } from './clock';
import { fail } from './errors';
import { hashPassword, memoisedHash, verifyPassword } from './passwords';

type Channel = StoredCode['channel'];
type Purpose = StoredCode['purpose'];

const OUTBOX_LIMIT = 500;
const SSO_CODE_TTL_MS = 5 * 60_000;
/** Lifetime of a service ticket (POST /user/oauth/tickets answers expiresIn in seconds). */
export const SERVICE_TICKET_TTL_SECONDS = 300;

/**
 * The fake backend's state and every rule about it, with no HTTP in it. Mutations call `changed()`,
 * which the server turns into an atomic write of the state file.
 */
export class Store {
  private state!: FakeState;
  private tokens = new Map<string, { userId: number; expiresAt: number }>();
  private usersById = new Map<number, StoredUser>();
  /** Each user's notifications, newest first once sorted; `unsorted` holds users with additions since. */
  private inbox = new Map<number, StoredNotification[]>();
  private unsorted = new Set<number>();
  private listeners: Array<() => void> = [];
  /**
   * Service tickets, kept in memory only: they live five minutes, so a restart that forgets them costs
   * one more click on the assistant button.
   */
  private tickets = new Map<string, { userId: number; clientId: string; expiresAt: number }>();

  constructor(
    initial: FakeState,
    private readonly clock: Clock,
  ) {
    this.replace(initial);
  }

  /** Replaces the whole state (reset, import). */
  replace(next: FakeState): void {
    this.state = next;
    this.tokens = new Map(next.tokens.map((t) => [t.token, { userId: t.userId, expiresAt: t.expiresAt }]));
    this.usersById = new Map(next.users.map((u) => [u.id, u]));
    this.inbox = new Map();
    this.unsorted = new Set();
    for (const n of next.notifications) this.file(n);
    this.changed();
  }

  /** The state as a plain object (export, persistence). */
  snapshot(): FakeState {
    const now = this.clock.now();
    this.state.tokens = [...this.tokens]
      .filter(([, t]) => t.expiresAt > now)
      .map(([token, t]) => ({ token, userId: t.userId, expiresAt: t.expiresAt }));
    return this.state;
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  get settings(): Settings {
    return this.state.settings;
  }

  updateSettings(patch: Partial<Settings>): Settings {
    this.state.settings = { ...this.state.settings, ...patch };
    this.changed();
    return this.state.settings;
  }

  get userCount(): number {
    return this.state.users.length;
  }

  // ---- users and tokens ----

  user(id: number): StoredUser | undefined {
    return this.usersById.get(id);
  }

  users(): readonly StoredUser[] {
    return this.state.users;
  }

  /** The account a login name designates: username, phone, e-mail (any case) or student number. */
  findByLogin(name: string): StoredUser | undefined {
    const key = name.trim();
    const lower = key.toLowerCase();
    return this.state.users.find(
      (u) => u.username === key || u.phone === key || u.userNumber === key || u.mail?.toLowerCase() === lower,
    );
  }

  findByUsername(username: string): StoredUser | undefined {
    return this.state.users.find((u) => u.username === username);
  }

  findByPhone(phone: string): StoredUser | undefined {
    return this.state.users.find((u) => u.phone === phone);
  }

  findByMail(mail: string): StoredUser | undefined {
    const lower = mail.toLowerCase();
    return this.state.users.find((u) => u.mail?.toLowerCase() === lower);
  }

  /** Checks a login; undefined when the name or the password is wrong. */
  authenticate(name: string, password: string): StoredUser | undefined {
    const user = this.findByLogin(name);
    return user && verifyPassword(password, user.passwordHash) ? user : undefined;
  }

  issueToken(
    userId: number,
    ttlSeconds = this.settings.tokenTtlSeconds,
  ): { token: string; expiresAt: number } {
    const token = randomBytes(24).toString('base64url');
    const expiresAt = this.clock.now() + ttlSeconds * 1000;
    this.tokens.set(token, { userId, expiresAt });
    this.changed();
    return { token, expiresAt };
  }

  /** The user a bearer token belongs to, or undefined when it is unknown or expired. */
  userForToken(token: string): StoredUser | undefined {
    const entry = this.tokens.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return this.usersById.get(entry.userId);
  }

  createUser(input: {
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
      id: this.nextId(this.state.users.map((u) => u.id)),
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
      createdAt: new Date(this.clock.now()).toISOString(),
    };
    this.state.users.push(user);
    this.usersById.set(user.id, user);
    this.changed();
    return user;
  }

  setPassword(userId: number, password: string): void {
    const user = this.mustUser(userId);
    user.passwordHash = hashPassword(password);
    this.changed();
  }

  changePassword(userId: number, oldPassword: string, newPassword: string): void {
    const user = this.mustUser(userId);
    if (!verifyPassword(oldPassword, user.passwordHash))
      throw fail('badRequest', serverMessages.oldPasswordWrong);
    this.setPassword(userId, newPassword);
  }

  setAvatar(userId: number, url: string): void {
    this.mustUser(userId).headImgUrl = url;
    this.changed();
  }

  private mustUser(userId: number): StoredUser {
    const user = this.usersById.get(userId);
    if (!user) throw fail('notFound', serverMessages.userNotFound);
    return user;
  }

  // ---- verification codes ----

  /** Sends a fresh 6-digit code; refuses a second one to the same address within the resend interval. */
  sendCode(channel: Channel, to: string, purpose: Purpose): OutboxEntry {
    const now = this.clock.now();
    const last = this.state.codes.findLast((c) => c.channel === channel && c.to === to);
    if (last && now - last.sentAt < this.settings.codeResendSeconds * 1000) throw fail('tooManyRequests');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.state.codes = this.state.codes.filter((c) => c.expiresAt > now && !c.used);
    this.state.codes.push({
      channel,
      to,
      code,
      purpose,
      sentAt: now,
      expiresAt: now + this.settings.codeTtlSeconds * 1000,
      used: false,
    });
    const entry: OutboxEntry = { channel, to, code, purpose, sentAt: new Date(now).toISOString() };
    this.state.outbox.push(entry);
    if (this.state.outbox.length > OUTBOX_LIMIT)
      this.state.outbox.splice(0, this.state.outbox.length - OUTBOX_LIMIT);
    this.changed();
    return entry;
  }

  /** True when `code` is the live code of that address for that purpose; `consume` uses it up. */
  checkCode(channel: Channel, to: string, code: string, purpose: Purpose, consume: boolean): boolean {
    const now = this.clock.now();
    const match = this.state.codes.find(
      (c) =>
        c.channel === channel &&
        c.to === to &&
        c.code === code &&
        c.purpose === purpose &&
        !c.used &&
        c.expiresAt > now,
    );
    if (!match) return false;
    if (consume) {
      match.used = true;
      this.changed();
    }
    return true;
  }

  outbox(): readonly OutboxEntry[] {
    return this.state.outbox;
  }

  // ---- notifications ----

  /** Puts a notification in its owner's inbox (kept by user, so listing one user never scans them all). */
  private file(notification: StoredNotification): void {
    const list = this.inbox.get(notification.userId);
    if (list) list.push(notification);
    else this.inbox.set(notification.userId, [notification]);
    this.unsorted.add(notification.userId);
  }

  /** The user's notifications, newest first (then by id); sorted once after each addition, not per call. */
  notifications(userId: number): Notification[] {
    const list = this.inbox.get(userId) ?? [];
    if (this.unsorted.delete(userId)) {
      list.sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.id - a.id));
    }
    return list.map((n) => ({
      id: n.id,
      message: n.message,
      status: n.status,
      createTime: n.createTime,
      courseId: n.courseId,
    }));
  }

  /** Marks the user's notifications with these ids read; ids of other users are ignored. */
  markRead(userId: number, ids: readonly number[]): number {
    const wanted = new Set(ids);
    let count = 0;
    for (const n of this.inbox.get(userId) ?? []) {
      if (wanted.has(n.id) && n.status === 0) {
        n.status = 1;
        count += 1;
      }
    }
    if (count > 0) this.changed();
    return count;
  }

  addNotification(userId: number, message: string, courseId: number | null): Notification {
    this.mustUser(userId);
    const notification = {
      id: this.nextId(this.state.notifications.map((n) => n.id)),
      userId,
      message,
      status: 0 as const,
      createTime: backendTime(this.clock.now()),
      courseId,
    };
    this.state.notifications.push(notification);
    this.file(notification);
    this.changed();
    const { userId: _owner, ...rest } = notification;
    return rest;
  }

  // ---- organisations ----

  currentCompany(user: StoredUser | undefined): CurrentCompany {
    const org =
      user?.currentCompanyId == null
        ? undefined
        : this.state.organisations.find((o) => o.id === user.currentCompanyId);
    return org ? { id: org.id, companyName: org.companyName } : { id: null, companyName: VISITOR_COMPANY };
  }

  companies(user: StoredUser): Array<{ id: number; companyName: string }> {
    return this.state.organisations.filter((o) => user.companyIds.includes(o.id));
  }

  switchCompany(userId: number, companyId: number): CurrentCompany {
    const user = this.mustUser(userId);
    if (!this.state.organisations.some((o) => o.id === companyId))
      throw fail('notFound', serverMessages.organisationNotFound);
    if (!user.companyIds.includes(companyId)) throw fail('forbidden', serverMessages.notMember);
    user.currentCompanyId = companyId;
    this.changed();
    return this.currentCompany(user);
  }

  allCompanies(): Array<{ id: number; companyName: string; memberCount: number }> {
    return this.state.organisations.map((o) => ({
      ...o,
      memberCount: this.state.users.filter((u) => u.companyIds.includes(o.id)).length,
    }));
  }

  // ---- feedback and uploads ----

  addFeedback(input: FeedbackInput): { id: number } {
    const id = this.nextId(this.state.feedback.map((f) => f.id));
    this.state.feedback.push({ ...input, id, createdAt: new Date(this.clock.now()).toISOString() });
    this.changed();
    return { id };
  }

  addUpload(upload: Omit<StoredUpload, 'createdAt'>): void {
    this.state.uploads.push({ ...upload, createdAt: new Date(this.clock.now()).toISOString() });
    this.changed();
  }

  upload(name: string): StoredUpload | undefined {
    return this.state.uploads.find((u) => u.name === name);
  }

  // ---- single sign-on ----

  issueSsoCode(userId: number, clientId: string, redirectUri: string): string {
    const code = randomBytes(16).toString('base64url');
    const now = this.clock.now();
    this.state.ssoCodes = this.state.ssoCodes.filter((c) => c.expiresAt > now && !c.used);
    this.state.ssoCodes.push({
      code,
      userId,
      clientId,
      redirectUri,
      expiresAt: now + SSO_CODE_TTL_MS,
      used: false,
    });
    this.changed();
    return code;
  }

  /** Uses up an authorisation code; undefined when unknown, used or expired. */
  exchangeSsoCode(code: string): StoredUser | undefined {
    const entry = this.state.ssoCodes.find((c) => c.code === code);
    if (!entry || entry.used || entry.expiresAt <= this.clock.now()) return undefined;
    entry.used = true;
    this.changed();
    return this.usersById.get(entry.userId);
  }

  /** A ticket for `clientId` on behalf of the user (the assistant's), valid SERVICE_TICKET_TTL_SECONDS. */
  issueTicket(userId: number, clientId: string): string {
    const now = this.clock.now();
    for (const [key, entry] of this.tickets) if (entry.expiresAt <= now) this.tickets.delete(key);
    const ticket = randomBytes(18).toString('base64url');
    this.tickets.set(ticket, { userId, clientId, expiresAt: now + SERVICE_TICKET_TTL_SECONDS * 1000 });
    return ticket;
  }

  /** Who a ticket was issued to, for which service and how long it still lives; undefined when unknown. */
  ticket(ticket: string): { user: StoredUser; clientId: string; secondsLeft: number } | undefined {
    const entry = this.tickets.get(ticket);
    const user = entry && this.usersById.get(entry.userId);
    if (!entry || !user) return undefined;
    const msLeft = entry.expiresAt - this.clock.now();
    if (msLeft <= 0) return undefined;
    return { user, clientId: entry.clientId, secondsLeft: Math.ceil(msLeft / 1000) };
  }

  // ---- courses, check-in, teacher ----

  private coursesOf(user: StoredUser) {
    return this.state.courses.filter((c) => c.teacherId === user.id || c.studentIds.includes(user.id));
  }

  private toCheckItem(item: FakeState['checkItems'][number], user: StoredUser): CheckItem {
    return {
      ...item,
      courseName: this.state.courses.find((c) => c.id === item.courseId)?.name ?? '',
      checked: this.state.checkRecords.some(
        (r) => r.checkItemId === item.checkItemId && r.userId === user.id,
      ),
    };
  }

  /** Items of the user's courses that are open now. */
  currentCheckItems(user: StoredUser): CheckItem[] {
    const now = backendTime(this.clock.now());
    const courseIds = new Set(this.coursesOf(user).map((c) => c.id));
    return this.state.checkItems
      .filter((i) => courseIds.has(i.courseId) && i.startTime <= now && now < i.endTime)
      .map((i) => this.toCheckItem(i, user));
  }

  checkItemsOfClass(user: StoredUser, teachclassId: number): CheckItem[] {
    const courseIds = new Set(this.coursesOf(user).map((c) => c.id));
    return this.state.checkItems
      .filter((i) => i.teachclassId === teachclassId && courseIds.has(i.courseId))
      .map((i) => this.toCheckItem(i, user));
  }

  /** Past and present items of the user's courses with the user's presence, newest first. */
  checkHistory(user: StoredUser, courseId?: number): CheckRecord[] {
    const now = backendTime(this.clock.now());
    const courses = this.coursesOf(user).filter((c) => courseId === undefined || c.id === courseId);
    const courseIds = new Set(courses.map((c) => c.id));
    return this.state.checkItems
      .filter((i) => courseIds.has(i.courseId) && i.startTime <= now)
      .sort((a, b) => (a.startTime < b.startTime ? 1 : -1))
      .map((i) => {
        const record = this.state.checkRecords.find(
          (r) => r.checkItemId === i.checkItemId && r.userId === user.id,
        );
        return {
          checkItemId: i.checkItemId,
          courseId: i.courseId,
          courseName: courses.find((c) => c.id === i.courseId)?.name ?? '',
          title: i.title,
          checkTime: record?.checkTime ?? null,
          status: record ? 1 : 0,
        };
      });
  }

  checkIn(user: StoredUser, checkItemId: number): CheckRecord {
    const item = this.state.checkItems.find((i) => i.checkItemId === checkItemId);
    if (!item || !this.coursesOf(user).some((c) => c.id === item.courseId))
      throw fail('notFound', serverMessages.checkItemNotFound);
    const now = backendTime(this.clock.now());
    if (now < item.startTime || now >= item.endTime) throw fail('badRequest', serverMessages.checkClosed);
    if (this.state.checkRecords.some((r) => r.checkItemId === checkItemId && r.userId === user.id)) {
      throw fail('conflict', serverMessages.alreadyChecked);
    }
    this.state.checkRecords.push({ checkItemId, userId: user.id, checkTime: now });
    this.changed();
    const history = this.checkHistory(user, item.courseId).find((r) => r.checkItemId === checkItemId);
    if (!history) throw fail('internal');
    return history;
  }

  liveness(teacher: StoredUser) {
    const courses = this.state.courses.filter((c) => c.teacherId === teacher.id);
    const students = new Set(courses.flatMap((c) => c.studentIds));
    const itemIds = new Set(
      this.state.checkItems.filter((i) => courses.some((c) => c.id === i.courseId)).map((i) => i.checkItemId),
    );
    const active = new Set(
      this.state.checkRecords.filter((r) => itemIds.has(r.checkItemId)).map((r) => r.userId),
    );
    const activeStudents = [...active].filter((id) => students.has(id)).length;
    return {
      courseCount: courses.length,
      studentCount: students.size,
      activeStudents,
      liveness: students.size === 0 ? 0 : Math.round((activeStudents / students.size) * 100) / 100,
    };
  }

  studentQa(teacher: StoredUser) {
    const courseIds = new Set(this.state.courses.filter((c) => c.teacherId === teacher.id).map((c) => c.id));
    return this.state.studentQa
      .filter((q) => courseIds.has(q.courseId))
      .map((q) => ({
        id: q.id,
        studentName: this.usersById.get(q.userId)?.truename ?? '',
        courseId: q.courseId,
        question: q.question,
        answer: q.answer,
        createTime: q.createTime,
      }));
  }

  /** Exam score statistics over the courses the user takes or teaches. */
  scoreStats(user: StoredUser) {
    const courseIds = new Set(this.coursesOf(user).map((c) => c.id));
    const scores = this.state.scores.filter((s) => courseIds.has(s.courseId)).map((s) => s.score);
    if (scores.length === 0) return { maxScore: 0, minScore: 0, avgScore: 0, totalScore: 0 };
    const total = scores.reduce((a, b) => a + b, 0);
    return {
      maxScore: Math.max(...scores),
      minScore: Math.min(...scores),
      avgScore: Math.round((total / scores.length) * 100) / 100,
      totalScore: total,
    };
  }

  // ---- control plane: users, organisations, bulk additions ----

  /** Users whose username, name, phone, mail or student number contains `search` (any case), by id. */
  searchUsers(search: string | undefined, offset: number, limit: number) {
    const needle = search?.trim().toLowerCase();
    const matches = needle
      ? this.state.users.filter((u) =>
          [u.username, u.truename, u.phone, u.mail, u.userNumber].some((v) =>
            v?.toLowerCase().includes(needle),
          ),
        )
      : this.state.users;
    return { total: matches.length, users: matches.slice(offset, offset + limit) };
  }

  get notificationCount(): number {
    return this.state.notifications.length;
  }

  get organisationCount(): number {
    return this.state.organisations.length;
  }

  /** The organisation an id or exact name designates. */
  findOrganisation(ref: number | string): { id: number; companyName: string } | undefined {
    return this.state.organisations.find((o) =>
      typeof ref === 'number' ? o.id === ref : o.companyName === ref,
    );
  }

  /** Makes the user a member of the organisation; `current` also switches the user to it. */
  assignOrganisation(username: string, ref: number | string, current = false): StoredUser {
    const user = this.findByLogin(username);
    if (!user) throw fail('notFound', `no user "${username}"`);
    const org = this.findOrganisation(ref);
    if (!org) throw fail('notFound', `no organisation ${JSON.stringify(ref)}`);
    if (!user.companyIds.includes(org.id)) user.companyIds.push(org.id);
    if (current || user.currentCompanyId === null) user.currentCompanyId = org.id;
    this.changed();
    return user;
  }

  /**
   * Adds organisations, users and notifications together, all or nothing: every conflict (a username,
   * phone, mail or student number already taken, an organisation name that exists, an unknown user or
   * organisation named) is found before anything changes. Users may name the batch's organisations and
   * notifications the batch's users. Returns what was added.
   */
  addBulk(input: {
    organisations: readonly string[];
    users: readonly AdminUserInput[];
    notifications: readonly SeedNotification[];
  }): { organisations: number; users: number; notifications: number; userIds: number[] } {
    const orgNames = new Map(this.state.organisations.map((o) => [o.companyName, o.id]));
    const orgIds = new Set(this.state.organisations.map((o) => o.id));
    let nextOrgId = this.nextId([...orgIds]);
    const newOrgs: Array<{ id: number; companyName: string }> = [];
    for (const companyName of input.organisations) {
      if (orgNames.has(companyName)) throw fail('conflict', `organisation "${companyName}" exists already`);
      const org = { id: nextOrgId++, companyName };
      orgNames.set(companyName, org.id);
      orgIds.add(org.id);
      newOrgs.push(org);
    }

    const taken = new Map<string, string>();
    const claim = (kind: string, value: string | null | undefined, owner: string) => {
      if (value == null) return;
      const key = `${kind}:${kind === 'mail' ? value.toLowerCase() : value}`;
      const holder = taken.get(key);
      if (holder !== undefined)
        throw fail(
          'conflict',
          kind === 'username'
            ? `username "${value}" is taken`
            : `${kind} ${value} of "${owner}" belongs to "${holder}" already`,
        );
      taken.set(key, owner);
    };
    for (const u of this.state.users) {
      claim('username', u.username, u.username);
      claim('phone', u.phone, u.username);
      claim('mail', u.mail, u.username);
      claim('student number', u.userNumber, u.username);
    }
    const userIdByName = new Map(this.state.users.map((u) => [u.username, u.id]));
    let nextUserId = this.nextId([...userIdByName.values()]);
    const createdAt = new Date(this.clock.now()).toISOString();
    const newUsers: StoredUser[] = input.users.map((u) => {
      claim('username', u.username, u.username);
      claim('phone', u.phone, u.username);
      claim('mail', u.mail, u.username);
      claim('student number', u.userNumber, u.username);
      const companyIds = (u.organisations ?? []).map((ref) => {
        const id = typeof ref === 'number' ? (orgIds.has(ref) ? ref : undefined) : orgNames.get(ref);
        if (id === undefined)
          throw fail('notFound', `no organisation ${JSON.stringify(ref)} (user "${u.username}")`);
        return id;
      });
      const user: StoredUser = {
        id: nextUserId++,
        username: u.username,
        truename: u.truename ?? u.username,
        phone: u.phone ?? null,
        mail: u.mail ?? null,
        userNumber: u.userNumber ?? null,
        passwordHash: memoisedHash(u.password ?? u.username),
        role: u.role ?? 'student',
        headImgUrl: '',
        companyIds: [...new Set(companyIds)],
        currentCompanyId: companyIds[0] ?? null,
        createdAt,
      };
      userIdByName.set(user.username, user.id);
      return user;
    });

    const now = this.clock.now();
    let nextNotificationId = this.nextId(this.state.notifications.map((n) => n.id));
    const newNotifications = input.notifications.map((n) => {
      const userId = userIdByName.get(n.username);
      if (userId === undefined) throw fail('notFound', `no user "${n.username}" for a notification`);
      return {
        id: nextNotificationId++,
        userId,
        message: n.message,
        status: n.status,
        createTime: backendTime(now - n.minutesAgo * 60_000),
        courseId: n.courseId,
      };
    });

    this.state.organisations.push(...newOrgs);
    for (const user of newUsers) {
      this.state.users.push(user);
      this.usersById.set(user.id, user);
    }
    for (const n of newNotifications) {
      this.state.notifications.push(n);
      this.file(n);
    }
    this.changed();
    return {
      organisations: newOrgs.length,
      users: newUsers.length,
      notifications: newNotifications.length,
      userIds: newUsers.map((u) => u.id),
    };
  }

  private nextId(ids: number[]): number {
    let max = 0;
    for (const id of ids) if (id > max) max = id;
    return max + 1;
  }
}
