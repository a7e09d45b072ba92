import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, setUpPageSuite } from '../../lib/testing/page-suite';
import { OrganisationSwitch } from './organisation-switch';

setUpPageSuite({ namespaces: ['common', 'layout'] });

const renderSwitch = () => renderRoutes([{ path: '*', element: <OrganisationSwitch /> }], '/home');

describe('the current-organisation dropdown, logged out (spec section 2)', () => {
  it('looks disabled, shows 暂无, and a click says to log in first without opening a menu', async () => {
    const user = userEvent.setup();
    renderSwitch();
    const organisation = screen.getByRole('button', { name: /当前组织/ });
    expect(organisation).toHaveAttribute('aria-disabled', 'true');
    expect(organisation).toHaveTextContent('暂无');
    await user.click(organisation);
    expect(await screen.findByText('请登录后再切换组织')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('answers the keyboard (Enter) with the same alert', async () => {
    const user = userEvent.setup();
    renderSwitch();
    screen.getByRole('button', { name: /当前组织/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('请登录后再切换组织')).toBeInTheDocument());
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
