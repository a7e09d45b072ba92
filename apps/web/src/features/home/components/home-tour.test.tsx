import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tourTargetIds } from '../tour-steps';
import { loadHomeTranslations } from '../testing/setup-home-test';
import HomeTour from './home-tour';

const titles = ['导航栏', '登录入口', '个人头像', '悬浮按钮', '轮播横幅', '模块入口', '关于我们'];

describe('home tour', () => {
  beforeAll(() => loadHomeTranslations());
  beforeEach(() => {
    for (const id of Object.values(tourTargetIds)) {
      const element = document.createElement('div');
      element.id = id;
      // jsdom lays nothing out; give each target a box so that it counts as shown.
      element.getClientRects = () => [new DOMRect(0, 0, 100, 40)] as unknown as DOMRectList;
      document.body.append(element);
    }
  });
  afterEach(() => document.body.replaceChildren());

  it('walks through the seven steps with next and back, and closes with 完成', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<HomeTour onClose={onClose} />);
    for (const [index, title] of titles.entries()) {
      expect(await screen.findByText(title, { selector: '.ant-tour-title' })).toBeInTheDocument();
      if (index < titles.length - 1) await user.click(screen.getByRole('button', { name: '下一步' }));
    }
    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect(await screen.findByText('模块入口', { selector: '.ant-tour-title' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('can be ended at any step with 结束导览, the close button or Esc', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<HomeTour onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: '下一步' }));
    await user.click(screen.getByRole('button', { name: '结束导览' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /close|关闭/i }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(3));
  });
});
