import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { backend, page, renderAt, setUpCodeParkSuite, toast, viewer } from './testing/code-park-harness';
import { commits } from './testing/samples';

// The code park's commits: the list, paged by the server, a commit with its diffs, and a file's last
// change; the repositories and their files are in code-park-route.test.tsx.
setUpCodeParkSuite();

describe('the code park', () => {
  it('pages the commits from the server', async () => {
    const requests = backend({ commitCount: 12 });
    const user = userEvent.setup();
    renderAt(`${page}?courseId=3&repo=1`);
    const pager = await screen.findByRole('navigation', { name: '提交记录分页' });
    expect(within(pager).getByText('共 12 次提交')).toBeInTheDocument();
    await user.click(within(pager).getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '提交记录' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(screen.getByText('提交 11')).toBeInTheDocument();
    const asked = requests
      .filter((r) => r.path === '/portal/codepark/commits')
      .map((r) => `${r.search.get('repoId')}:${r.search.get('pageNum')}:${r.search.get('pageSize')}`);
    expect(asked).toEqual(['1:1:10', '1:2:10']);
  });

  it('opens a commit from the list: its message, the files it changed and their diffs, highlighted', async () => {
    const requests = backend();
    const user = userEvent.setup();
    const router = renderAt(`${page}?courseId=3&repo=1&path=src%2Fstats.py`);
    await screen.findByRole('textbox', { name: 'src/stats.py 的内容（只读）' }, { timeout: 15_000 });
    const list = await screen.findByRole('list', { name: '提交记录' });
    const second = within(list).getByRole('link', { name: '提交 2' });
    const hash = commits(3)[1]!.hash;
    expect(second).toHaveAttribute('href', `${page}?courseId=3&repo=1&commit=${hash}`);
    await user.click(second);
    expect(router.state.location.search).toBe(`?courseId=3&repo=1&commit=${hash}`);

    // The commit takes the files' place, and the focus.
    const heading = await screen.findByRole('heading', { level: 3, name: `提交 ${hash.slice(0, 8)}` });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('tree')).toBeNull();
    const view = screen.getByRole('region', { name: `提交 ${hash.slice(0, 8)}` });
    expect(await within(view).findByText('缺考的同学原来被算作 0 分。')).toBeInTheDocument();
    expect(within(view).getByText('李同学')).toBeInTheDocument();
    expect(within(view).getAllByText('增加 4 行, 删除 1 行')[0]).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '提交 2' })).toHaveAttribute('aria-current', 'true');

    // The files it changed, each a link to its diff, with what happened to it.
    const changed = within(view).getByRole('navigation', { name: '改动的文件' });
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^修改src\/stats\.py增加 2 行, 删除 1 行\+2−1$/),
      expect.stringMatching(/^新增tests\/test_absent\.py/),
      expect.stringMatching(/^删除assets\/logo\.png/),
    ]);

    // Each diff: its lines with both numbers, a sign before each changed one, highlighted.
    const diff = await within(view).findByRole(
      'textbox',
      { name: 'src/stats.py 的改动（只读）' },
      { timeout: 15_000 },
    );
    expect(diff).toHaveAttribute('aria-readonly', 'true');
    const lines = [...diff.querySelectorAll('.cm-line')].map((l) => l.textContent);
    expect(lines).toEqual([
      ' def total(record):',
      '-    final = record.final or 0',
      '+    if record.final is None:',
      '+        return None',
      '     return round(value, 1)',
      ' ',
    ]);
    expect(diff.querySelectorAll('.cm-diff-removed')).toHaveLength(1);
    expect(diff.querySelectorAll('.cm-diff-added')).toHaveLength(2);
    const section = within(view).getByRole('region', { name: 'src/stats.py' });
    expect(section).toHaveTextContent('@@ -9,4 +9,5 @@');
    const numbers = (side: string) =>
      [...section.querySelectorAll(`.cm-diff-numbers--${side} .cm-gutterElement`)]
        .filter((n) => (n as HTMLElement).style.visibility !== 'hidden')
        .map((n) => n.textContent);
    expect(numbers('old')).toEqual(['9', '10', '', '', '11', '12']);
    expect(numbers('new')).toEqual(['9', '', '10', '11', '12', '13']);
    await waitFor(() => {
      const keyword = [...diff.querySelectorAll('span')].find((s) => s.textContent === 'def');
      expect(keyword?.className).toMatch(/\S/);
    });
    expect(within(view).getByText('这是二进制文件，不显示它的改动。')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '查看文件的当前版本' })).toHaveAttribute(
      'href',
      `${page}?courseId=3&repo=1&path=src%2Fstats.py`,
    );
    // Files not in the repository now (deleted by this commit, or added here and deleted since): no link
    // to a version that is not there.
    for (const path of ['tests/test_absent.py', 'assets/logo.png'])
      expect(
        within(within(view).getByRole('region', { name: path })).queryByRole('link', {
          name: '查看文件的当前版本',
        }),
      ).toBeNull();
    expect(requests.filter((r) => r.path === '/portal/codepark/commit').map((r) => r.query)).toEqual([
      { repoId: '1', hash },
    ]);

    // Back to the files: the tree and the file again, the focus on it.
    await user.click(within(view).getByRole('link', { name: '返回文件' }));
    expect(router.state.location.search).toBe('?courseId=3&repo=1');
    expect(await screen.findByRole('tree')).toBeInTheDocument();
    await waitFor(() => expect(viewer('README.md')).toHaveFocus());
  });

  it("a file's last change links to its commit; an unknown commit says so", async () => {
    backend();
    const user = userEvent.setup();
    const router = renderAt(`${page}?courseId=3&repo=1`);
    await screen.findByRole('textbox', { name: 'README.md 的内容（只读）' }, { timeout: 15_000 });
    await user.click(within(viewer('README.md')).getByRole('link', { name: '查看这次改动' }));
    expect(router.state.location.search).toBe(`?courseId=3&repo=1&commit=${'a'.repeat(39)}2`);
    expect(await screen.findByText('这个仓库中没有提交 aaaaaaaa。')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });
});
