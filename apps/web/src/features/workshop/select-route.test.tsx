import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gpuImage, pageOf, pythonImage, summary } from './testing/samples';
import { ok, renderAt, setUpWorkshopSuite, stubBackend } from './testing/workshop-harness';

setUpWorkshopSuite({ loggedIn: false });

describe('the select pages', () => {
  it.each([
    ['/work/workShopSelect', 'training', '选择实训'],
    ['/work/competitionSelect', 'competition', '选择竞赛'],
    ['/work/cloudstudio-competition', 'cloudstudio', '云开发竞赛'],
  ])('%s lists the projects of kind %s', async (path, kind, title) => {
    const requests = stubBackend({
      'GET /portal/workshop/projects': ok(
        pageOf([summary({ kind: kind as 'training', title: `一个${title}` })]),
      ),
    });
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: `一个${title}` })).toHaveAttribute(
      'href',
      '/workshop/content?id=200',
    );
    expect(requests.map((r) => r.search.toString())).toEqual([`kind=${kind}&pageNum=1&pageSize=50`]);
  });

  it('says so when a kind has no project', async () => {
    stubBackend({ 'GET /portal/workshop/projects': ok(pageOf([])) });
    renderAt('/work/competitionSelect');
    expect(await screen.findByText('暂无进行中的竞赛。')).toBeInTheDocument();
  });

  it('/work/jupyterhubSelect lists the Jupyter images, each leading to the workspace that runs on it', async () => {
    const requests = stubBackend({
      'GET /portal/workshop/images': ok([pythonImage, gpuImage]),
      'GET /portal/workshop/projects': ok(
        pageOf([
          summary({ projectId: 208, kind: 'jupyter', title: 'JupyterHub · Python 数据科学', imageId: 1 }),
        ]),
      ),
    });
    renderAt('/work/jupyterhubSelect');
    const list = await screen.findByRole('list', { name: 'JupyterHub 环境' });
    const [python, gpu] = within(list).getAllByRole('article');
    expect(python).toHaveTextContent('2 核 CPU · 4 GB 内存');
    expect(within(python!).getByRole('list', { name: '预装软件' })).toHaveTextContent('pandas 2.2');
    expect(within(python!).getByRole('link', { name: '选择并启动 Python 3.11 数据科学' })).toHaveAttribute(
      'href',
      '/workshop/content?id=208',
    );
    // No workspace runs on the GPU image here: nothing to start.
    expect(within(gpu!).queryByRole('link')).toBeNull();
    expect(gpu).toHaveTextContent('暂无使用该镜像的工作区。');
    expect(requests.map((r) => `${r.path}?${r.search.toString()}`).sort()).toEqual([
      '/portal/workshop/images?kind=jupyter',
      '/portal/workshop/projects?kind=jupyter&pageNum=1&pageSize=50',
    ]);
  });
});
