import { randomBytes } from 'node:crypto';
import type { StoredUser } from '@shui/contract';
import type { StoreState } from '../state/state';
import { Users } from '../auth/users';

/** Lifetime of a service ticket (POST /user/oauth/tickets answers expiresIn in seconds). */
export const SERVICE_TICKET_TTL_SECONDS = 300;

/**
 * Service tickets (the assistant's), kept in memory only: they live five minutes, so a restart that
 * forgets them costs one more click on the assistant button.
 */
export class Tickets {
  private readonly tickets = new Map<string, { userId: number; clientId: string; expiresAt: number }>();
  private readonly users: Users;

  constructor(private readonly state: StoreState) {
    this.users = state.use(Users);
  }

  /** A ticket for `clientId` on behalf of the user, valid SERVICE_TICKET_TTL_SECONDS. */
  issue(userId: number, clientId: string): string {
    const now = this.state.clock.now();
    for (const [key, entry] of this.tickets) if (entry.expiresAt <= now) this.tickets.delete(key);
    const ticket = randomBytes(18).toString('base64url');
    this.tickets.set(ticket, { userId, clientId, expiresAt: now + SERVICE_TICKET_TTL_SECONDS * 1000 });
    return ticket;
  }

  /** Who a ticket was issued to, for which service and how long it still lives; undefined when unknown. */
  find(ticket: string): { user: StoredUser; clientId: string; secondsLeft: number } | undefined {
    const entry = this.tickets.get(ticket);
    const user = entry && this.users.user(entry.userId);
    if (!entry || !user) return undefined;
    const msLeft = entry.expiresAt - this.state.clock.now();
    if (msLeft <= 0) return undefined;
    return { user, clientId: entry.clientId, secondsLeft: Math.ceil(msLeft / 1000) };
  }
}
