import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { popups } from '../../../lib/popups';
import { loadTranslations, renderDialog } from '../../../lib/testing/render-dialog';
import RegisterTipDialog from './register-tip-dialog';

beforeAll(async () => {
  await loadTranslations(['register']);
});

afterEach(() => {
  act(() => popups.close());
});

async function openTip(locale: 'zh' | 'en' = 'zh') {
  await loadTranslations(['register'], locale);
  act(() => popups.open('registerTip'));
  renderDialog(RegisterTipDialog);
}

describe('registration tip', () => {
  it('tells partner-university students to log in with the student number instead', async () => {
    await openTip();
    const dialog = await screen.findByRole('dialog', { name: '注册提示' });
    expect(dialog).toHaveTextContent('请直接使用学号登录，初始密码与学号相同，登录后可在个人中心修改密码');
  });

  it('continue register opens the register form', async () => {
    await openTip();
    const dialog = await screen.findByRole('dialog', { name: '注册提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '继续注册' }));
    expect(popups.get().name).toBe('register');
  });

  it('back to login opens the login dialog', async () => {
    await openTip();
    const dialog = await screen.findByRole('dialog', { name: '注册提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '返回登录' }));
    expect(popups.get().name).toBe('login');
  });

  it('speaks English when the portal does', async () => {
    await openTip('en');
    const dialog = await screen.findByRole('dialog', { name: 'Before you register' });
    expect(within(dialog).getByRole('button', { name: 'Continue to register' })).toBeInTheDocument();
    await loadTranslations(['register'], 'zh');
  });
});
