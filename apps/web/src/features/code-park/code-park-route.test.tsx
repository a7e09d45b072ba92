import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, renderAt, setUpCodeParkSuite, stubBackend, toast } from './testing/code-park-harness';
import { chartsTree, commitDetail, commitPage, commits, course, files, tree } from './testing/samples';

setUpCodeParkSuite();

const page = '/codePark/codeParkDetail';

/** The fake backend of a course with two repositories; files by path, commits in pages. */
function backend(options: { commitCount?: number } = {}) {
  const all = commits(options.commitCount ?? 3);
  return stubBackend({
    'GET /portal/codepark/repos': ({ search }) =>
      search.get('courseId') === '3' ? ok(course) : failure(404, 40400, '课程不存在'),
    'GET /portal/codepark/tree': ({ search }) => ok(search.get('repoId') === '2' ? chartsTree : tree),
    'GET /portal/codepark/file': ({ search }) => {
      const path = search.get('path') ?? '';
      if (path === 'src') return failure(404, 40400, '该路径是目录，不是文件');
      return files[path] ? ok(files[path]) : failure(404, 40400, '文件不存在');
    },
    'GET /portal/codepark/commits': ({ search }) =>
      ok(commitPage(all, Number(search.get('pageNum')), Number(search.get('pageSize')))),
    'GET /portal/codepark/commit': ({ search }) => {
      const found = all.find((c) => c.hash === search.get('hash'));
      return found ? ok(commitDetail(found)) : failure(404, 40400, '提交不存在');
    },
  });
}

const repoList = () => screen.getByRole('list', { name: '课程仓库' });
const fileTree = () => screen.getByRole('tree', { name: 'data-analysis-starter 的文件' });
const viewer = (path: string) => screen.getByRole('region', { name: path });

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
