import { describe, expect, it } from 'vitest';
import { run } from './helpers';

describe('help', () => {
  it('every command and subcommand has --help with an example', async () => {
    const { program } = await import('../src/index');
    for (const command of program().commands) {
      const targets = command.commands.length > 0 ? command.commands.map((sub) => [sub.name()]) : [[]];
      for (const path of targets) {
        const result = await run(command, [...path, '--help']);
        expect(result.code, `${command.name()} ${path.join(' ')}`).toBe(0);
        expect(result.out, `${command.name()} ${path.join(' ')}`).toMatch(/Examples:\n {2}shui /);
      }
    }
  });
});
