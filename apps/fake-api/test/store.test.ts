import { describe, expect, it } from 'vitest';
import { manualClock } from '../src/state/clock';
import { buildState, loadSeed } from '../src/state/seed';
import { DEFAULT_FIXTURES } from '../src/setup';
import { Store } from '../src/state/store';
import { Notifications } from '../src/notifications/store';
import { StoreState } from '../src/state/state';
import { Tokens } from '../src/auth/tokens';
import { Users } from '../src/auth/users';

const seed = loadSeed(DEFAULT_FIXTURES);

/** A store over the default seed, tested directly: no HTTP. */
function seededStore() {
  const clock = manualClock();
  return { clock, store: new Store(buildState(seed, clock.now()), clock) };
}

describe('the store', () => {
  it('makes one instance of a module per state, shared by every user of it', () => {
    const { store } = seededStore();
    expect(store.use(Users)).toBe(store.use(Users));
    const other = new StoreState(buildState(seed, Date.now()), manualClock());
    expect(other.use(Users)).not.toBe(store.use(Users));
  });

  it("rebuilds the modules' indexes when the state is replaced", () => {
    const { store, clock } = seededStore();
    const student = store.findByUsername('student')!;
    const { token } = store.issueToken(student.id);
    store.use(Notifications).add(student.id, 'before the export', null);
    const [newId] = store.addBulk({
      organisations: [],
      users: [{ username: 'extra' }],
      notifications: [],
    }).userIds;
    const exported = structuredClone(store.snapshot());

    const other = new Store(buildState(seed, clock.now()), clock);
    expect(other.userForToken(token)).toBeUndefined();
    other.replace(exported);
    expect(other.userForToken(token)?.username).toBe('student');
    expect(other.user(newId!)?.username).toBe('extra');
    expect(other.notifications(student.id)[0]?.message).toBe('before the export');
  });

  it('exports live tokens only, and forgets an expired one', () => {
    const { store, clock } = seededStore();
    const id = store.findByUsername('student')!.id;
    const short = store.use(Tokens).issue(id, 60);
    const long = store.issueToken(id, 3600);
    clock.advance(61_000);
    const tokens = store.snapshot().tokens.map((t) => t.token);
    expect(tokens).toContain(long.token);
    expect(tokens).not.toContain(short.token);
    expect(store.userForToken(short.token)).toBeUndefined();
  });

  it('tells its listeners of each change', () => {
    const { store } = seededStore();
    let changes = 0;
    store.onChange(() => (changes += 1));
    store.updateSettings({ examPeriod: true });
    store.markRead(store.findByUsername('student')!.id, [-1]);
    expect(changes).toBe(1);
    store.replace(buildState(seed, Date.now()));
    expect(changes).toBe(2);
    expect(store.settings.examPeriod).toBe(false);
  });
});
