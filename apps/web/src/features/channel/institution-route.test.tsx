import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../lib/events';
import { cs101, fintechDataset, guet } from './testing/samples';
import { failure, ok, renderAt, setUpChannelSuite, stubBackend } from './testing/channel-harness';

setUpChannelSuite();

let stopAnswering: () => void = () => undefined;
afterEach(() => stopAnswering());

describe('an institution page', () => {
  it('/cs101 shows the course, its chapters and teachers, the course hall link and the CS101 assistant', async () => {
    const requests = stubBackend({ 'GET /portal/institution/detail': ok(cs101) });
    const asked = vi.fn(() => true);
    stopAnswering = answer('shui:show-assistant', asked);
    renderAt('/cs101');
    expect(screen.getByRole('heading', { level: 1, name: '计算机基础（华东师范大学）' })).toBeInTheDocument();
    expect(await screen.findByText('计算机科学导论（CS101）')).toBeInTheDocument();
    expect(screen.getByText('2025—2026 学年第一学期')).toBeInTheDocument();
    const intro = screen.getByRole('region', { name: '课程简介' });
    expect(intro.querySelector('[onmouseover]')).toBeNull();
    expect(within(intro).getByRole('link', { name: '进入课程大厅学习' })).toHaveAttribute(
      'href',
      '/mooc/course/101',
    );
    const chapters = screen.getByRole('region', { name: '课程章节' });
    expect(within(chapters).getByRole('heading', { name: '第 1 章 计算与计算思维' })).toBeInTheDocument();
    expect(within(chapters).getByText('4 学时')).toBeInTheDocument();
    expect(within(chapters).getByText('图灵机与可计算性')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '授课教师' })).toHaveTextContent(
      /陈思远\s*副教授\s*课程负责人。/,
    );

    const assistant = screen.getByRole('region', { name: 'CS101 课程助教' });
    await userEvent.click(within(assistant).getByRole('button', { name: '向课程助教提问' }));
    expect(asked).toHaveBeenCalledOnce();
    expect(requests.map((r) => r.search.get('school'))).toEqual(['cs101']);
  });

  it('/guet has no special assistant and says the course is not in the course hall', async () => {
    stubBackend({ 'GET /portal/institution/detail': ok(guet) });
    renderAt('/guet');
    expect(await screen.findByText('大学计算机基础')).toBeInTheDocument();
    expect(screen.getByText('该课程暂未在课程大厅开放。')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'CS101 课程助教' })).toBeNull();
  });

  it('shows a failure with a retry, then the course', async () => {
    let fail = true;
    stubBackend({
      'GET /portal/institution/detail': () => (fail ? failure(500, 50000, '服务器内部错误') : ok(guet)),
    });
    renderAt('/guet');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('课程信息加载失败。');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('大学计算机基础')).toBeInTheDocument();
  });
});

describe('a {product}-dataset page', () => {
  it('shows the sanitised introduction and the data sets with format, records and size', async () => {
    const requests = stubBackend({ 'GET /portal/channel/dataset': ok(fintechDataset) });
    renderAt('/channel/fintech-dataset');
    expect(screen.getByRole('heading', { level: 1, name: '数据集' })).toBeInTheDocument();
    expect(await screen.findByText('金融科技数据集')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('个人信贷违约样本')).toBeInTheDocument();
    expect(within(table).getByText('300,000')).toBeInTheDocument();
    expect(within(table).getByText('86.5 MB')).toBeInTheDocument();
    expect(document.querySelector('.shui-channel script')).toBeNull();
    expect(requests.map((r) => r.search.get('product'))).toEqual(['fintech']);
  });

  it('an unknown product says so; a segment without -dataset is an unknown path', async () => {
    stubBackend({ 'GET /portal/channel/dataset': failure(404, 40400, '数据集不存在') });
    renderAt('/channel/physics-dataset');
    expect(await screen.findByText('没有找到“physics”的数据集。')).toBeInTheDocument();
    const router = renderAt('/channel/unknown');
    expect(await screen.findByText('not found page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404/warning');
  });
});
