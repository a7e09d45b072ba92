import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { popups } from '../../../lib/popups';
import { fakeBackend, ok, type RecordedRequest } from '../../../lib/testing/fake-backend';
import { loadTranslations, renderDialog } from '../../../lib/testing/render-dialog';
import RegisterDialog from './register-dialog';

const PHONE = '13912345678';
let requests: RecordedRequest[];

// The form is driven through antd; on a busy machine that takes several seconds.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await loadTranslations(['register']);
});

beforeEach(() => {
  requests = fakeBackend({ 'POST /portal/reset/sendPhone': () => ok(null, '验证码发送成功') });
  act(() => popups.open('register'));
});

afterEach(() => {
  vi.useRealTimers();
  act(() => popups.close());
  vi.unstubAllGlobals();
});

describe('the send-code countdown of the register form (spec section 4)', () => {
  it('waits 60 seconds, counting each second, then sends again', async () => {
    const user = userEvent.setup();
    renderDialog(RegisterDialog);
    const dialog = await screen.findByRole('dialog', { name: '注册账号' });
    const send = () => within(dialog).getByRole('button', { name: '发送验证码' });
    const waiting = (seconds: number) =>
      within(dialog).getByRole('button', { name: `${seconds} 秒后重新发送` });
    // The countdown's clock (its interval and Date) moves only when told to from here: the real seconds a
    // busy machine takes don't count. The rest (antd, user-event) keeps real timers.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    await user.click(within(dialog).getByLabelText('手机号'));
    await user.paste(PHONE);
    await user.click(send());
    await wait(0);
    expect(waiting(60)).toBeDisabled();
    await wait(1000);
    expect(waiting(59)).toBeDisabled();
    await wait(1000);
    expect(waiting(58)).toBeDisabled();
    await wait(57_000);
    expect(waiting(1)).toBeDisabled();
    await wait(1000);
    expect(send()).toBeEnabled();
    await user.click(send());
    await wait(0);
    expect(waiting(60)).toBeDisabled();
    expect(requests.map((r) => `${r.path} ${r.query.phone}`)).toEqual([
      `/portal/reset/sendPhone ${PHONE}`,
      `/portal/reset/sendPhone ${PHONE}`,
    ]);
  });
});
