import { fakeStateSchema, type FakeState } from '@shui/contract';

export type StateFileCheck =
  | { ok: true; state: FakeState; users: number; notifications: number; organisations: number }
  | { ok: false; reason: 'json'; message: string }
  | { ok: false; reason: 'schema'; issues: string[]; more: number };

/** How many of the contract's complaints about a file are shown. */
const SHOWN_ISSUES = 8;

/**
 * A state file's text checked as PUT /__admin/state will check it: JSON, then the contract's
 * fakeStateSchema. Nothing is sent for a file that fails here.
 */
export function checkStateFile(text: string): StateFileCheck {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: 'json', message: (error as Error).message };
  }
  const parsed = fakeStateSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    return {
      ok: false,
      reason: 'schema',
      issues: issues.slice(0, SHOWN_ISSUES),
      more: Math.max(0, issues.length - SHOWN_ISSUES),
    };
  }
  const state = parsed.data;
  return {
    ok: true,
    state,
    users: state.users.length,
    notifications: state.notifications.length,
    organisations: state.organisations.length,
  };
}

/** A file name for an export made at `now`: shui-state-20250102-030405.json. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `shui-state-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}.json`;
}

/** A size in bytes as people read it. */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
