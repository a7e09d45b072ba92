import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CollegeDetail } from '@shui/contract';
import { failure, ok, renderMooc, seen, serve, setUpMoocSuite } from './testing/course-harness';

setUpMoocSuite({ loggedIn: false });

const college: CollegeDetail = {
  collegeId: 1,
  name: '数据科学与工程学院',
  intro: '数据科学的教学与研究。',
  introHtml: '<p>数据科学的教学与研究。</p>',
  programmes: [{ programId: 2, name: '数据科学与大数据技术', intro: '', courseCount: 8 }],
};

describe('programme and college pages', () => {
  it('a college shows its programmes, each leading to its page', async () => {
    serve({ 'GET /portal/program/college': () => ok(college) });
    renderMooc('/program/collegeDetail?collegeId=1');
    expect(await screen.findByRole('heading', { level: 1, name: '数据科学与工程学院' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '数据科学与大数据技术' })).toHaveAttribute(
      'href',
      '/program/programDetail?programId=2',
    );
    expect(seen.map((r) => [r.path, r.query])).toEqual([['/portal/program/college', { collegeId: '1' }]]);
  });

  it('no id or an unknown one is the not-found state, with the way back to the school; nothing asked without an id', async () => {
    serve({ 'GET /portal/program/detail': () => failure(404, 40400, '专业不存在') });
    renderMooc('/program/programDetail?programId=99');
    expect(await screen.findByRole('heading', { name: '专业不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回专业与课程' })).toHaveAttribute('href', '/mooc/school');

    seen.length = 0;
    renderMooc('/program/collegeDetail');
    expect(await screen.findByRole('heading', { name: '学院不存在' })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('a failure says so with a retry that loads the page', async () => {
    let fail = true;
    serve({
      'GET /portal/program/college': () => (fail ? failure(500, 50000, '服务器内部错误') : ok(college)),
    });
    renderMooc('/program/collegeDetail?collegeId=1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('学院加载失败，请稍后重试。');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '数据科学与工程学院' })).toBeInTheDocument();
  });
});
