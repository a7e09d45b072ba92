import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCenter, seen, serve, setUpCenterSuite } from '../../testing/center-harness';

setUpCenterSuite();

describe('challenge question bank (entry j)', () => {
  it('says plainly that the attempts come with the practice pages, shows nothing made up, links to the bank', async () => {
    serve({});
    renderCenter('/center?menu=j');
    const section = await screen.findByRole('region', { name: '我的挑战' });
    expect(within(section).getByText(/挑战题库的练习功能将随校准场练习页面一起上线/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '前往校准场' })).toHaveAttribute(
      'href',
      '/question/calibrationField',
    );
    expect(within(section).queryByRole('list')).toBeNull();
    // Nothing is asked of the server: there is nothing to ask for yet.
    expect(seen).toEqual([]);
  });
});
