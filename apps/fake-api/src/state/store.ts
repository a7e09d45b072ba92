import type { Notification, OutboxEntry, StoredUser } from '@shui/contract';
import { BulkAdditions, type BulkInput, type BulkResult } from './bulk';
import { Codes } from '../auth/codes';
import { Notifications } from '../notifications/store';
import { Organisations } from '../organisations/store';
import { SsoCodes } from '../auth/sso-codes';
import { StoreState } from './state';
import { Tokens } from '../auth/tokens';
import { Users } from '../auth/users';

/**
 * The fake backend's state (state.ts) with the calls the control plane, the scenarios and the
 * tests make of it by name. The portal's calls use the domains' modules themselves
 * (`store.use(Codes)`), so a new domain adds a module and nothing here.
 */
export class Store extends StoreState {
  private readonly users = this.use(Users);
  private readonly tokens = this.use(Tokens);
  private readonly inbox = this.use(Notifications);
  private readonly organisations = this.use(Organisations);

  get userCount(): number {
    return this.users.count;
  }

  get notificationCount(): number {
    return this.inbox.count;
  }

  get organisationCount(): number {
    return this.organisations.count;
  }

  user(id: number): StoredUser | undefined {
    return this.users.user(id);
  }

  findByLogin(name: string): StoredUser | undefined {
    return this.users.findByLogin(name);
  }

  findByUsername(username: string): StoredUser | undefined {
    return this.users.findByUsername(username);
  }

  authenticate(name: string, password: string): StoredUser | undefined {
    return this.users.authenticate(name, password);
  }

  searchUsers(search: string | undefined, offset: number, limit: number) {
    return this.users.search(search, offset, limit);
  }

  issueToken(userId: number, ttlSeconds?: number): { token: string; expiresAt: number } {
    return this.tokens.issue(userId, ttlSeconds);
  }

  userForToken(token: string): StoredUser | undefined {
    return this.tokens.userForToken(token);
  }

  issueSsoCode(userId: number, clientId: string, redirectUri: string): string {
    return this.use(SsoCodes).issue(userId, clientId, redirectUri);
  }

  outbox(): readonly OutboxEntry[] {
    return this.use(Codes).outbox();
  }

  notifications(userId: number): Notification[] {
    return this.inbox.list(userId);
  }

  markRead(userId: number, ids: readonly number[]): number {
    return this.inbox.markRead(userId, ids);
  }

  addNotification(userId: number, message: string, courseId: number | null): Notification {
    return this.inbox.add(userId, message, courseId);
  }

  allCompanies() {
    return this.organisations.all();
  }

  findOrganisation(ref: number | string) {
    return this.organisations.find(ref);
  }

  assignOrganisation(username: string, ref: number | string, current = false): StoredUser {
    return this.organisations.assign(username, ref, current);
  }

  addBulk(input: BulkInput): BulkResult {
    return this.use(BulkAdditions).add(input);
  }
}
