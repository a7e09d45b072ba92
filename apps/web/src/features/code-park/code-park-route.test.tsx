import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  backend,
  failure,
  fileTree,
  ok,
  page,
  renderAt,
  repoList,
  setUpCodeParkSuite,
  stubBackend,
  toast,
  viewer,
} from './testing/code-park-harness';
import { commitPage, commits, course, files, tree } from './testing/samples';

setUpCodeParkSuite();

describe('the code park', () => {
  it("lists the course's repositories with language, size and last commit, none open yet", async () => {
    const requests = backend();
    renderAt(`${page}?courseId=3`);
    expect(await screen.findByText('Python 程序设计 · 2 个仓库')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '代码公园' })).toBeInTheDocument();
    const cards = within(repoList()).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual([
      `${page}?courseId=3&repo=1`,
      `${page}?courseId=3&repo=2`,
    ]);
    expect(cards[0]).toHaveTextContent('data-analysis-starter');
    expect(cards[0]).toHaveTextContent('Python');
    expect(cards[0]).toHaveTextContent('5 个文件');
    expect(cards[0]).toHaveTextContent('12 次提交');
    expect(cards[0]).toHaveTextContent('作业说明：补全 percentile');
    expect(within(cards[0]!).getByText('2小时前更新')).toHaveAttribute('datetime');
    expect(cards[1]).toHaveTextContent('还没有提交');
    expect(cards.some((a) => a.hasAttribute('aria-current'))).toBe(false);
    expect(screen.getByText('选择一个仓库，浏览它的文件和提交记录。')).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['/portal/codepark/repos']);
  });

  it('opens a picked repository on its README, highlighted, with its tree and commits', async () => {
    backend();
    const user = userEvent.setup();
    const router = renderAt(`${page}?courseId=3`);
    await user.click(await screen.findByRole('link', { name: /data-analysis-starter/ }));
    expect(router.state.location.search).toBe('?courseId=3&repo=1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'data-analysis-starter' }),
    ).toBeInTheDocument();
    expect(within(repoList()).getByRole('link', { name: /data-analysis-starter/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const code = await screen.findByRole(
      'textbox',
      { name: 'README.md 的内容（只读）' },
      { timeout: 15_000 },
    );
    expect(code).toHaveAttribute('aria-readonly', 'true');
    expect(code).toHaveTextContent('# 数据分析入门');
    const readme = viewer('README.md');
    expect(within(readme).getByText('Markdown')).toBeInTheDocument();
    expect(within(readme).getByText(/最近修改：修复：缺考不计 0 分 · 李同学/)).toBeInTheDocument();
    expect(within(readme).getByText('3天前')).toBeInTheDocument();
    expect(within(fileTree()).getByRole('treeitem', { name: /README\.md/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const list = await screen.findByRole('list', { name: '提交记录' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('提交 1');
    expect(items[0]).toHaveTextContent('王老师');
    expect(items[0]).toHaveTextContent('1小时前');
    expect(items[1]).toHaveTextContent('改动 2 个文件');
    expect(within(items[0]!).getByText('aaaaaaaa')).toHaveAttribute('title', 'a'.repeat(38) + '64');
  });

  it('opens a file from the tree, keeps it in the address, and a link to it opens it again', async () => {
    backend();
    const user = userEvent.setup();
    const router = renderAt(`${page}?courseId=3&repo=1`);
    await screen.findByRole('textbox', { name: 'README.md 的内容（只读）' }, { timeout: 15_000 });
    await user.click(within(fileTree()).getByText('src'));
    await user.click(await within(fileTree()).findByText('stats.py'));
    expect(router.state.location.search).toBe('?courseId=3&repo=1&path=src%2Fstats.py');
    const code = await screen.findByRole('textbox', { name: 'src/stats.py 的内容（只读）' });
    expect(code).toHaveTextContent('def mean(values):');
    // The path as breadcrumb, the repository's name leading back to its front page.
    const location = within(viewer('src/stats.py')).getByRole('navigation', { name: '文件位置' });
    expect(location).toHaveTextContent('data-analysis-starter/src/stats.py');
    expect(within(location).getByRole('link', { name: 'data-analysis-starter' })).toHaveAttribute(
      'href',
      `${page}?courseId=3&repo=1`,
    );
    // Highlighted by its extension once the grammar has loaded.
    await waitFor(() => {
      const keyword = [...code.querySelectorAll('span')].find((s) => s.textContent === 'def');
      expect(keyword?.className).toMatch(/\S/);
    });
    // Back goes to the file before.
    await router.navigate(-1);
    expect(await screen.findByRole('textbox', { name: 'README.md 的内容（只读）' })).toBeInTheDocument();
  });

  it('a link to a file in a folder opens it with its folder open and selected in the tree', async () => {
    backend();
    renderAt(`${page}?courseId=3&repo=1&path=src%2Fstats.py`);
    await screen.findByRole('textbox', { name: 'src/stats.py 的内容（只读）' }, { timeout: 15_000 });
    expect(within(fileTree()).getByRole('treeitem', { name: /src/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(fileTree()).getByRole('treeitem', { name: /stats\.py/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('the tree works from the keyboard: arrows to move, Right to open a folder, Enter to open a file', async () => {
    backend();
    const user = userEvent.setup();
    const router = renderAt(`${page}?courseId=3&repo=1`);
    await screen.findByRole('textbox', { name: 'README.md 的内容（只读）' }, { timeout: 15_000 });
    fileTree().focus();
    // data, src, README.md: down to src, open it, down to stats.py, Enter.
    await user.keyboard('{Home}{ArrowDown}{ArrowRight}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?courseId=3&repo=1&path=src%2Fstats.py'));
    expect(await screen.findByRole('textbox', { name: 'src/stats.py 的内容（只读）' })).toBeInTheDocument();
  });

  it('says a binary file is not shown, and a repository without commits has none', async () => {
    backend({ commitCount: 0 });
    renderAt(`${page}?courseId=3&repo=2&path=assets%2Flogo.png`);
    expect(await screen.findByText('这是二进制文件（89 B），不在此显示。')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await screen.findByText('还没有提交。')).toBeInTheDocument();
  });

  it('a repository without a README asks for a file', async () => {
    backend();
    renderAt(`${page}?courseId=3&repo=2`);
    expect(await screen.findByText('在文件列表中选择一个文件查看它的内容。')).toBeInTheDocument();
  });

  it('an unknown path or a folder says so, with the way back to the repository', async () => {
    backend();
    const user = userEvent.setup();
    const router = renderAt(`${page}?courseId=3&repo=1&path=src%2Fgone.py`);
    expect(await screen.findByText('这个仓库中没有 src/gone.py。')).toBeInTheDocument();
    // Silent: the viewer says it, no toast on top.
    expect(toast).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: '回到仓库首页' }));
    expect(router.state.location.search).toBe('?courseId=3&repo=1');
    expect(await screen.findByRole('textbox', { name: 'README.md 的内容（只读）' })).toBeInTheDocument();

    await router.navigate(`${page}?courseId=3&repo=1&path=src`);
    expect(await screen.findByText('src 是一个目录，请在文件列表中选择其中的文件。')).toBeInTheDocument();
  });

  it('a file that fails to load shows a retry that loads it', async () => {
    let fail = true;
    stubBackend({
      'GET /portal/codepark/repos': ok(course),
      'GET /portal/codepark/tree': ok(tree),
      'GET /portal/codepark/file': () =>
        fail ? failure(500, 50000, '服务器内部错误') : ok(files['README.md']),
      'GET /portal/codepark/commits': ok(commitPage(commits(1))),
    });
    const user = userEvent.setup();
    renderAt(`${page}?courseId=3&repo=1`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('文件加载失败。');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /重\s?试/ }));
    expect(
      await screen.findByRole('textbox', { name: 'README.md 的内容（只读）' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('an unknown repository of the course says so and keeps the list to pick from', async () => {
    backend();
    renderAt(`${page}?courseId=3&repo=77`);
    expect(
      await screen.findByText('这门课程没有编号为 77 的仓库，请从上面的列表中选择。'),
    ).toBeInTheDocument();
    expect(within(repoList()).getAllByRole('link')).toHaveLength(2);
  });

  it('an unknown course says so, with ways on, and asks for nothing else', async () => {
    const requests = backend();
    renderAt(`${page}?courseId=9999&repo=1`);
    expect(await screen.findByText('没有找到这门课程，无法显示它的代码公园。')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledExactlyOnceWith('课程不存在');
    expect(screen.getByRole('link', { name: '去课程大厅' })).toHaveAttribute('href', '/mooc/course/list');
    expect(requests.map((r) => r.path)).toEqual(['/portal/codepark/repos']);
  });

  it('an address whose courseId is not a number asks the backend nothing', async () => {
    const requests = backend();
    renderAt(`${page}?courseId=python`);
    expect(await screen.findByText('地址中没有有效的课程编号（courseId）。')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("the bare address (the home page's card) opens the header's course", async () => {
    const requests = backend();
    renderAt(page);
    expect(await screen.findByText('Python 程序设计 · 2 个仓库')).toBeInTheDocument();
    expect(requests[0]?.search.get('courseId')).toBe('3');
  });

  it('a course without repositories says so; a failed list has a retry', async () => {
    let answer = failure(502, 50000, '网关错误');
    stubBackend({ 'GET /portal/codepark/repos': () => answer });
    const user = userEvent.setup();
    renderAt(`${page}?courseId=3`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('仓库列表加载失败。');
    answer = ok({ ...course, repos: [] });
    await user.click(within(alert).getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('这门课程还没有代码仓库。')).toBeInTheDocument();
  });
});
