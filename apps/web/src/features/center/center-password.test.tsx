import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { field, ok, openCenter, seen, setUpCenterSuite, toast } from './testing/center-harness';

setUpCenterSuite();

describe('change password', () => {
  const submit = () => screen.getByRole('button', { name: '确认修改' });

  // Pasted rather than typed key by key: the same change events, far fewer of them.
  async function enter(label: string, value: string) {
    const user = userEvent.setup();
    await user.clear(field(label));
    await user.click(field(label));
    await user.paste(value);
  }

  async function fill(values: { old?: string; next?: string; confirm?: string }) {
    if (values.old !== undefined) await enter('原密码', values.old);
    if (values.next !== undefined) await enter('新密码', values.next);
    if (values.confirm !== undefined) await enter('确认新密码', values.confirm);
    await userEvent.setup().click(submit());
  }

  it('asks for each field and shows the rule hint', async () => {
    openCenter();
    await screen.findByText('李同学');
    expect(screen.getByText('8-20位字符，至少包含数字、字母、特殊符号中的两种')).toBeInTheDocument();
    await fill({});
    expect(await screen.findByText('请输入原密码')).toBeInTheDocument();
    expect(screen.getByText('请填写密码')).toBeInTheDocument();
    expect(screen.getByText('请输入新密码')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('refuses each kind of bad new password with 请确认密码格式, and takes a good one', async () => {
    openCenter();
    await screen.findByText('李同学');
    await fill({ old: 'Shui@2025' });
    const bad = [
      'abc12',
      'abcdefghijk',
      '1234567890',
      '!@#$%^&*()',
      'abc 12345',
      '密码abc12345',
      'a1'.repeat(11),
    ];
    for (const password of bad) {
      // A good value in between, so each message is the answer to its own value.
      await enter('新密码', 'New@2026x');
      await waitFor(() => expect(screen.queryByText('请确认密码格式')).toBeNull());
      await enter('新密码', password);
      expect(await screen.findByText('请确认密码格式'), password).toBeInTheDocument();
    }
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('refuses a confirmation that differs', async () => {
    openCenter();
    await screen.findByText('李同学');
    await fill({ old: 'Shui@2025', next: 'New@2026x', confirm: 'New@2026y' });
    expect(await screen.findByText('两次输入密码不一致!')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it("keeps the values and shows the server's message for a wrong old password", async () => {
    openCenter({
      'PUT /user/users/password': () => ({ status: 400, body: { respCode: 40000, respMsg: '原密码错误' } }),
    });
    await screen.findByText('李同学');
    await fill({ old: 'Wrong@123', next: 'New@2026x', confirm: 'New@2026x' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('原密码错误'));
    expect(field('原密码')).toHaveValue('Wrong@123');
    expect(field('新密码')).toHaveValue('New@2026x');
    expect(field('确认新密码')).toHaveValue('New@2026x');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('sends old and new password, then clears the form and says so', async () => {
    openCenter({ 'PUT /user/users/password': () => ok(null, '密码修改成功') });
    await screen.findByText('李同学');
    await fill({ old: 'Shui@2025', next: 'New@2026x', confirm: 'New@2026x' });
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'PUT')).toMatchObject({
      method: 'PUT',
      path: '/user/users/password',
      body: { oldPassword: 'Shui@2025', newPassword: 'New@2026x' },
    });
    await waitFor(() => expect(field('原密码')).toHaveValue(''));
    expect(field('新密码')).toHaveValue('');
    expect(toast).not.toHaveBeenCalled();
  });
});
