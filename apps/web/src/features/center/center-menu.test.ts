import { describe, expect, it } from 'vitest';
import { centerMenu, menuFromSearch, menuSearch } from './center-menu';

describe('centre menu', () => {
  it('lists the ten entries of the spec in their order', () => {
    expect(centerMenu).toEqual(['a', 'b', 'd', 'e', 'f', 'g', 'j', 'h', 'i', 'k']);
  });

  it.each(centerMenu)('reads ?menu=%s back from the address', (code) => {
    expect(menuFromSearch(new URLSearchParams(menuSearch(code)))).toBe(code);
  });

  it.each(['', '?menu=', '?menu=c', '?menu=A', '?menu=ab', '?other=b'])(
    'shows personal info for %j',
    (search) => {
      expect(menuFromSearch(new URLSearchParams(search))).toBe('a');
    },
  );
});
