import { randomBytes } from 'node:crypto';
import type { StoredUser } from '@shui/contract';
import type { Clock } from '../state/clock';
import type { StoreState } from '../state/state';
import { Users } from './users';

/**
 * Access tokens, kept in a Map (looked up on every call that takes a token) and written back to the
 * state, expired ones left out, when it is exported or saved.
 */
export class Tokens {
  private tokens = new Map<string, { userId: number; expiresAt: number }>();
  private readonly users: Users;
  private readonly clock: Clock;

  constructor(private readonly state: StoreState) {
    this.users = state.use(Users);
    this.clock = state.clock;
    state.index(() => {
      this.tokens = new Map(
        state.data.tokens.map((t) => [t.token, { userId: t.userId, expiresAt: t.expiresAt }]),
      );
    });
    state.onSnapshot(() => {
      const now = this.clock.now();
      state.data.tokens = [...this.tokens]
        .filter(([, t]) => t.expiresAt > now)
        .map(([token, t]) => ({ token, userId: t.userId, expiresAt: t.expiresAt }));
    });
  }

  issue(
    userId: number,
    ttlSeconds = this.state.settings.tokenTtlSeconds,
  ): { token: string; expiresAt: number } {
    const token = randomBytes(24).toString('base64url');
    const expiresAt = this.clock.now() + ttlSeconds * 1000;
    this.tokens.set(token, { userId, expiresAt });
    this.state.changed();
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
    return this.users.user(entry.userId);
  }
}
