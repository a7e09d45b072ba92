import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeStateSchema } from '@shui/contract';
import { stateCommand } from '../src/commands/state';
import { usersCommand } from '../src/commands/users';
import { run, tempDir, useFakeApi } from './helpers';

const fake = useFakeApi();
const { at, reset } = fake;
const tmp = tempDir();

describe('state export and import', () => {
  it('exports the state, refuses to overwrite without --force, and imports it back', async () => {
    await reset();
    const file = join(tmp, 'state.json');
    const exported = await run(stateCommand, ['export', file, ...at]);
    expect(exported.code).toBe(0);
    expect(exported.out).toContain('exported 31 users, 10 notifications, 3 organisations');
    expect(fakeStateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8'))).success).toBe(true);
    const again = await run(stateCommand, ['export', file, ...at]);
    expect(again.code).toBe(2);
    expect(again.err).toContain('add --force');
    await run(usersCommand, ['add', 'extra', ...at]);
    const imported = await run(stateCommand, ['import', file, ...at]);
    expect(imported.out).toContain('imported 31 users');
    expect(fake.api.store.findByUsername('extra')).toBeUndefined();
  });

  it('an invalid or missing file is exit 4 and changes nothing', async () => {
    await reset();
    await run(usersCommand, ['add', 'keep', ...at]);
    const file = join(tmp, 'bad.json');
    const state = fake.api.store.snapshot();
    writeFileSync(file, JSON.stringify({ ...state, users: [{ ...state.users[0], passwordHash: 'plain' }] }));
    const invalid = await run(stateCommand, ['import', file, ...at]);
    expect(invalid.code).toBe(4);
    expect(invalid.err).toContain('users.0.passwordHash');
    expect(invalid.err).toContain('Nothing was changed');
    writeFileSync(join(tmp, 'notjson.json'), '{ "version": 1,');
    expect((await run(stateCommand, ['import', join(tmp, 'notjson.json'), ...at])).err).toContain(
      'is not JSON',
    );
    expect((await run(stateCommand, ['import', join(tmp, 'absent.json'), ...at])).code).toBe(4);
    expect(fake.api.store.findByUsername('keep')).toBeDefined();
  });
});
