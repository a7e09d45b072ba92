import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { on } from '../../../../lib/events';
import { failThenRetry, openEntry, pageOf, setUpCenterSuite } from '../../testing/center-harness';

setUpCenterSuite();

describe('smart assistant history (entry i)', () => {
  it("lists the user's questions with the answers and which assistant gave them", async () => {
    openEntry('i', {
      'GET /portal/assistant/history': () =>
        pageOf(
          [
            {
              id: 3,
              question: 'Python 的列表和元组怎么选？',
              answer: '列表可变，元组不可变。',
              courseId: null,
              askTime: '2026-03-10 09:00:00',
            },
            {
              id: 1,
              question: '什么是补码？',
              answer: '负数的补码是按位取反后加 1。',
              courseId: 101,
              askTime: '2026-03-07 20:15:00',
            },
          ],
          1,
          10,
          2,
        ),
    });
    const section = await screen.findByRole('region', { name: '提问记录' });
    expect(await within(section).findByText('共 2 条提问')).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('问：Python 的列表和元组怎么选？');
    expect(items[0]).toHaveTextContent('答：列表可变，元组不可变。');
    expect(within(items[0]!).getByText('水杉智能助手')).toBeInTheDocument();
    expect(within(items[0]!).getByText('2026-03-10 09:00')).toBeInTheDocument();
    expect(within(items[1]!).getByText('CS101 课程助教')).toBeInTheDocument();
  });

  it('offers to open the assistant when there is no question yet, and a retry after a failure', async () => {
    const opened = vi.fn();
    const off = on('shui:open-assistant', opened);
    const user = await failThenRetry({
      menu: 'i',
      call: 'GET /portal/assistant/history',
      then: pageOf([]),
      failed: '提问记录加载失败，请稍后重试。',
    });
    expect(await screen.findByText('你还没有向智能助手提过问题。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打开智能助手' }));
    expect(opened).toHaveBeenCalledTimes(1);
    off();
  });
});
