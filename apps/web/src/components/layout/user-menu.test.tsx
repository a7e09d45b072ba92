import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/auth/session';
import { renderRoutes, setUpPageSuite } from '../../lib/testing/page-suite';
import { UserMenu } from './user-menu';

setUpPageSuite({ namespaces: ['common', 'layout'], loggedIn: true });

describe('the header’s user menu', () => {
  it('shows the avatar the tour’s avatar step points at (#shui-avatar) and the user’s name', () => {
    sessionStore.set({ displayName: '李同学' });
    renderRoutes([{ path: '*', element: <UserMenu /> }], '/home');
    const button = screen.getByRole('button', { name: '用户菜单: 李同学' });
    expect(button).toHaveTextContent('李同学');
    expect(button.querySelector('#shui-avatar')).toBeVisible();
  });
});
