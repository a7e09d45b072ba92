import { describe, expect, it } from 'vitest';
import { hoistGlobalOptions } from '../src/index';

describe('--api and --json before the command', () => {
  it('moves them behind the command, where it reads them', () => {
    expect(hoistGlobalOptions(['--api', 'http://127.0.0.1:4200', 'status'])).toEqual([
      'status',
      '--api',
      'http://127.0.0.1:4200',
    ]);
    expect(hoistGlobalOptions(['--json', '--api=http://h:1', 'scenario', 'apply', 'http-500'])).toEqual([
      'scenario',
      'apply',
      'http-500',
      '--json',
      '--api=http://h:1',
    ]);
  });

  it('leaves everything else as it is', () => {
    expect(hoistGlobalOptions(['status', '--api', 'x'])).toEqual(['status', '--api', 'x']);
    expect(hoistGlobalOptions(['--help'])).toEqual(['--help']);
    // Nothing after them: commander answers (a missing command, or --api without its value).
    expect(hoistGlobalOptions(['--json'])).toEqual(['--json']);
    expect(hoistGlobalOptions(['--api'])).toEqual(['--api']);
  });
});
