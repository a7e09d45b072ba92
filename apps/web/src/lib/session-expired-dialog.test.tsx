import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@shui/contract';
import { call } from './api-client';
import { useAppNotifier } from './notifier';
import { answer, failure, setUpApiClientSuite } from './testing/api-client-harness';

setUpApiClientSuite();

/** The App's bridge (app/providers.tsx): the client's dialog through antd's App context. */
function Bridge() {
  useAppNotifier();
  return null;
}

describe('the session-expired dialog in antd', () => {
  it('opens with antd 6 props: nothing deprecated in the console, and a click on the mask does not close it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntdApp>
          <Bridge />
        </AntdApp>
      </ConfigProvider>,
    );
    answer({ status: 401, body: { respCode: 40100, respMsg: '登录过期，请重新登录', data: null } });
    await failure(call(endpoints.currentUser));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('登录过期，请重新登录')).toBeInTheDocument();
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/deprecated|maskClosable/i);

    const wrap = dialog.closest('.ant-modal-wrap');
    expect(wrap).not.toBeNull();
    await userEvent.click(wrap!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
