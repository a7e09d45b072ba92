import { randomInt } from 'node:crypto';
import {
  isValidPhone,
  sharedErrors,
  type ErrorNote,
  type OutboxEntry,
  type StoredCode,
} from '@shui/contract';
import { fail } from '../http/errors';
import type { StoreState } from '../state/state';

type Channel = StoredCode['channel'];
type Purpose = StoredCode['purpose'];

const OUTBOX_LIMIT = 500;

/**
 * How an address is compared and kept: trimmed, and an e-mail in lower case (mail providers treat the
 * local part without case, so `A@x.cn` and `a@x.cn` are one mailbox, and one resend limit).
 */
export function addressKey(channel: Channel, to: string): string {
  const trimmed = to.trim();
  return channel === 'mail' ? trimmed.toLowerCase() : trimmed;
}

/** Verification codes sent by phone or mail, and the outbox that shows them (newest last). */
export class Codes {
  constructor(private readonly state: StoreState) {}

  /**
   * Sends a fresh 6-digit code; refuses a second one to the same address within the resend interval,
   * whatever became of the last one (used, expired): a code stays on record for that interval.
   */
  send(channel: Channel, address: string, purpose: Purpose): OutboxEntry {
    const data = this.state.data;
    const settings = this.state.settings;
    const now = this.state.clock.now();
    const resendMs = settings.codeResendSeconds * 1000;
    const to = addressKey(channel, address);
    const last = data.codes.findLast((c) => c.channel === channel && c.to === to);
    if (last && now - last.sentAt < resendMs) throw fail(sharedErrors.tooSoon);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    data.codes = data.codes.filter((c) => (c.expiresAt > now && !c.used) || now - c.sentAt < resendMs);
    data.codes.push({
      channel,
      to,
      code,
      purpose,
      sentAt: now,
      expiresAt: now + settings.codeTtlSeconds * 1000,
      used: false,
    });
    const entry: OutboxEntry = { channel, to, code, purpose, sentAt: new Date(now).toISOString() };
    data.outbox.push(entry);
    if (data.outbox.length > OUTBOX_LIMIT) data.outbox.splice(0, data.outbox.length - OUTBOX_LIMIT);
    this.state.changed();
    return entry;
  }

  /** True when `code` is the live code of that address for that purpose; `consume` uses it up. */
  check(channel: Channel, address: string, code: string, purpose: Purpose, consume: boolean): boolean {
    const now = this.state.clock.now();
    const to = addressKey(channel, address);
    const match = this.state.data.codes.find(
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
      this.state.changed();
    }
    return true;
  }

  outbox(): readonly OutboxEntry[] {
    return this.state.data.outbox;
  }
}

/**
 * A phone number as the register and reset calls take it, or 400 with the portal's message: the note
 * the call lists (the shared phone rule unless it words its own).
 */
export function requirePhone(phone: string, note: ErrorNote = sharedErrors.format400.phone): void {
  if (!isValidPhone(phone)) throw fail(note);
}

/** Sends a code and tells `onOutbox` of it (the server prints it; the live events show it). */
export function sendCode(
  codes: Codes,
  onOutbox: ((entry: OutboxEntry) => void) | undefined,
  channel: Channel,
  to: string,
  purpose: Purpose,
): void {
  const entry = codes.send(channel, to, purpose);
  onOutbox?.(entry);
}
