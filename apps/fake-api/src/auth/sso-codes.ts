import { randomBytes } from 'node:crypto';
import type { StoredUser } from '@shui/contract';
import type { StoreState } from '../state/state';
import { Users } from './users';

const SSO_CODE_TTL_MS = 5 * 60_000;

/** The single sign-on's one-time authorisation codes. */
export class SsoCodes {
  private readonly users: Users;

  constructor(private readonly state: StoreState) {
    this.users = state.use(Users);
  }

  issue(userId: number, clientId: string, redirectUri: string): string {
    const code = randomBytes(16).toString('base64url');
    const now = this.state.clock.now();
    const data = this.state.data;
    data.ssoCodes = data.ssoCodes.filter((c) => c.expiresAt > now && !c.used);
    data.ssoCodes.push({
      code,
      userId,
      clientId,
      redirectUri,
      expiresAt: now + SSO_CODE_TTL_MS,
      used: false,
    });
    this.state.changed();
    return code;
  }

  /** Uses up an authorisation code; undefined when unknown, used or expired. */
  exchange(code: string): StoredUser | undefined {
    const entry = this.state.data.ssoCodes.find((c) => c.code === code);
    if (!entry || entry.used || entry.expiresAt <= this.state.clock.now()) return undefined;
    entry.used = true;
    this.state.changed();
    return this.users.user(entry.userId);
  }
}
