import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHomeTranslations } from '../testing/setup-home-test';
import { ModuleEntrances } from './module-entrances';

function renderCards() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <ModuleEntrances /> },
      { path: '*', element: <p>arrived</p> },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('module entrance cards', () => {
  beforeAll(() => loadHomeTranslations());

  it('link the four modules to their routes, in the menu order', () => {
    renderCards();
    const region = screen.getByRole('region', { name: '四大模块' });
    expect(region).toHaveAttribute('id', 'shui-modules');
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.slice(0, 5), link.getAttribute('href')])).toEqual([
      ['课程大厅汇', '/mooc/school'],
      ['实训工坊提', '/work/workShop'],
      ['校准场挑战', '/question/calibrationField'],
      ['代码公园托', '/codePark/codeParkDetail'],
    ]);
    expect(screen.getByRole('link', { name: '校准场' })).toHaveAccessibleDescription(/Python 与 SQL/);
  });

  it('are reached with Tab and opened with Enter', async () => {
    const user = userEvent.setup();
    const router = renderCards();
    await user.tab();
    expect(screen.getByRole('link', { name: '课程大厅' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: '校准场' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/question/calibrationField');
  });
});
