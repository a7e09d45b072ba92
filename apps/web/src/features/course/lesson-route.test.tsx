import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LessonResource } from '@shui/contract';
import { loadTranslations } from '../../lib/testing/load-translations';
import { lesson } from './testing/sample';
import { failure, ok, renderMooc, seen, serve, setUpMoocSuite, toast } from './testing/course-harness';

setUpMoocSuite({ loggedIn: true });

const region = (name: string) => screen.getByRole('region', { name });
const scored = {
  score: 10,
  total: 20,
  results: [
    { questionId: 1, answer: 'B', correct: true, right: 'B' },
    { questionId: 2, answer: 'A', correct: false, right: 'B' },
  ],
  submitTime: '2026-11-25 10:00:00',
};

describe('lesson page', () => {
  it('shows the lesson with its course, chapter and resources', async () => {
    serve({ 'GET /portal/course/lesson': () => ok(lesson()) });
    renderMooc('/mooc/lessonDetails?lessonId=21');
    expect(await screen.findByRole('heading', { level: 1, name: '2.1 数据的表示' })).toBeInTheDocument();
    expect(seen[0]!.query).toEqual({ lessonId: '21' });
    expect(screen.getAllByRole('link', { name: '计算机科学导论' })[0]).toHaveAttribute(
      'href',
      '/mooc/course/101',
    );
    const contents = screen.getByRole('navigation', { name: '本课时内容' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#shui-resource-212', '#shui-resource-213']);
    expect(within(region('作业一')).getByText('二进制').tagName).toBe('EM');
  });

  it('sends the test, then shows the score and the right answers', async () => {
    serve({
      'GET /portal/course/lesson': () => ok(lesson()),
      'POST /portal/course/test/submit': () => ok({ ...scored, kept: scored }),
    });
    const user = userEvent.setup();
    renderMooc('/mooc/lessonDetails?lessonId=21');
    const test = await screen.findByRole('region', { name: '随堂测验' });
    const first = within(test).getByRole('radiogroup', { name: '1. 二进制 10 等于十进制几？' });
    await user.click(within(first).getByText('B. 2'));
    await user.click(within(test).getByRole('button', { name: '提交答案' }));
    expect(within(test).getByRole('alert')).toHaveTextContent('还有 1 题未作答');
    expect(seen.some((r) => r.method === 'POST')).toBe(false);

    const second = within(test).getByRole('radiogroup', { name: '2. 一个字节有几位？' });
    await user.click(within(second).getByText('A. 4'));
    await user.click(within(test).getByRole('button', { name: '提交答案' }));
    expect(await within(test).findByText('得分：10 / 20')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')!.body).toEqual({
      resourceId: 213,
      answers: { '1': 'B', '2': 'A' },
    });
    expect(within(test).getByText('你的答案：A. 4')).toBeInTheDocument();
    expect(within(test).getAllByText('正确答案：B. 2')).toHaveLength(1);
    expect(within(test).getByText('正确答案：B. 8')).toBeInTheDocument();
    expect(within(test).getByText('回答错误')).toBeInTheDocument();
    // The resource is done now.
    await waitFor(() => expect(within(region('随堂测验')).getByText('已完成')).toBeInTheDocument());

    await user.click(within(test).getByRole('button', { name: '重新作答' }));
    expect(within(test).getByRole('button', { name: '提交答案' })).toBeInTheDocument();
    expect(within(test).getByRole('button', { name: '查看已有成绩' })).toBeInTheDocument();
  });

  it('refuses a homework file over 5 MB without sending it', async () => {
    serve({ 'GET /portal/course/lesson': () => ok(lesson()) });
    const user = userEvent.setup({ applyAccept: false });
    renderMooc('/mooc/lessonDetails?lessonId=21');
    const homework = await screen.findByRole('region', { name: '作业一' });
    expect(within(homework).getByText('支持 PDF、Word 或图片文件，不超过 5 MB')).toBeInTheDocument();
    const input = homework.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(await within(homework).findByRole('alert')).toHaveTextContent(
      '文件“big.pdf”超过 5 MB，请压缩后再上传',
    );
    await user.click(within(homework).getByRole('button', { name: '提交作业' }));
    expect(within(homework).getByRole('alert')).toHaveTextContent('请选择要上传的文件');
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('hands in the homework file with its note, then shows the submission', async () => {
    serve({
      'GET /portal/course/lesson': () => ok(lesson()),
      'POST /resource/homework/submit': () =>
        ok(
          {
            fileName: 'answer.pdf',
            fileUrl: '/uploads/homework-1.pdf',
            text: '见附件',
            submitTime: '2026-11-25 10:00:00',
            late: false,
          },
          '提交成功',
        ),
    });
    const user = userEvent.setup();
    renderMooc('/mooc/lessonDetails?lessonId=21');
    const homework = await screen.findByRole('region', { name: '作业一' });
    const input = homework.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.4'], 'answer.pdf', { type: 'application/pdf' }));
    await user.type(within(homework).getByLabelText('说明（选填）'), '见附件');
    await user.click(within(homework).getByRole('button', { name: '提交作业' }));
    expect(await within(homework).findByRole('link', { name: 'answer.pdf' })).toBeInTheDocument();
    expect(within(homework).getByText('提交时间：2026-11-25 10:00:00')).toBeInTheDocument();
    expect(within(homework).queryByText('逾期提交')).toBeNull();
    const sent = seen.find((r) => r.method === 'POST')!;
    expect(sent.query).toEqual({ resourceId: '212' });
    const form = sent.body as FormData;
    expect([...form.keys()]).toEqual(['file', 'text']);
    expect(form.get('text')).toBe('见附件');
  });

  it('shows the server\u2019s refusal of a homework file', async () => {
    const refusal =
      '文件内容与扩展名 .pdf 不符：本作业只接受 PDF、Word 或图片文件（.pdf、.doc、.docx、.png、.jpg、.jpeg、.gif、.webp）';
    serve({
      'GET /portal/course/lesson': () => ok(lesson()),
      'POST /resource/homework/submit': () => failure(415, 41501, refusal),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderMooc('/mooc/lessonDetails?lessonId=21');
    const homework = await screen.findByRole('region', { name: '作业一' });
    const input = homework.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['MZ'], 'tool.pdf', { type: 'application/pdf' }));
    await user.click(within(homework).getByRole('button', { name: '提交作业' }));
    expect(await within(homework).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('refuses script.exe before sending, naming the file types the homework takes', async () => {
    serve({ 'GET /portal/course/lesson': () => ok(lesson()) });
    const user = userEvent.setup({ applyAccept: false });
    renderMooc('/mooc/lessonDetails?lessonId=21');
    const homework = await screen.findByRole('region', { name: '作业一' });
    const input = homework.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,.png,.jpg,.jpeg,.gif,.webp');
    await user.upload(input, new File(['echo hi'], 'script.exe', { type: 'application/octet-stream' }));
    expect(await within(homework).findByRole('alert')).toHaveTextContent(
      '不支持文件“script.exe”的类型：本作业只接受 PDF、Word 或图片文件（.pdf .doc .docx .png .jpg .jpeg .gif .webp）',
    );
    expect(within(homework).queryByText(/script\.exe \(/)).toBeNull();
    await user.click(within(homework).getByRole('button', { name: '提交作业' }));
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('spaces Latin and Chinese in the kinds, leaving the file name as it is', async () => {
    const due = lesson().resources[0] as Extract<LessonResource, { type: 1 }>;
    serve({
      'GET /portal/course/lesson': () => ok(lesson({ resources: [{ ...due, fileKinds: ['pdf', 'word'] }] })),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderMooc('/mooc/lessonDetails?lessonId=21');
    const homework = await screen.findByRole('region', { name: '作业一' });
    expect(within(homework).getByText('支持 PDF 或 Word 文件，不超过 5 MB')).toBeInTheDocument();
    const input = homework.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], '作业1图片.png', { type: 'image/png' }));
    expect(await within(homework).findByRole('alert')).toHaveTextContent(
      '不支持文件“作业1图片.png”的类型：本作业只接受 PDF 或 Word 文件（.pdf .doc .docx）',
    );
  });

  it('says so in English too', async () => {
    await loadTranslations('course', 'en');
    try {
      const due = lesson().resources[0] as Extract<LessonResource, { type: 1 }>;
      serve({
        'GET /portal/course/lesson': () =>
          ok(lesson({ resources: [{ ...due, deadline: '2026-11-18 23:59:59', overdue: true }] })),
      });
      const user = userEvent.setup({ applyAccept: false });
      renderMooc('/mooc/lessonDetails?lessonId=21');
      const homework = await screen.findByRole('region', { name: '作业一' });
      expect(within(homework).getByText('PDF, Word, or image files, up to 5 MB')).toBeInTheDocument();
      expect(within(homework).getByRole('note')).toHaveTextContent(
        'The deadline (2026-11-18 23:59:59) has passed: a submission now will be marked late.',
      );
      const input = homework.querySelector<HTMLInputElement>('input[type="file"]')!;
      await user.upload(input, new File(['echo hi'], 'script.exe'));
      expect(await within(homework).findByRole('alert')).toHaveTextContent(
        '“script.exe” is not a file type this homework takes. It takes only PDF, Word, or image files (.pdf .doc .docx .png .jpg .jpeg .gif .webp)',
      );
    } finally {
      await loadTranslations('course', 'zh');
    }
  });

  it('says before any upload that the deadline has passed, and marks the late submission', async () => {
    const due = lesson().resources[0] as Extract<LessonResource, { type: 1 }>;
    serve({
      'GET /portal/course/lesson': () =>
        ok(lesson({ resources: [{ ...due, deadline: '2026-11-18 23:59:59', overdue: true }] })),
      'POST /resource/homework/submit': () =>
        ok(
          {
            fileName: 'answer.pdf',
            fileUrl: '/course-files/homework/homework-1.pdf',
            text: '',
            submitTime: '2026-11-25 10:00:00',
            late: true,
          },
          '提交成功，已过截止时间，记为逾期提交',
        ),
    });
    const user = userEvent.setup();
    renderMooc('/mooc/lessonDetails?lessonId=21');
    const homework = await screen.findByRole('region', { name: '作业一' });
    expect(within(homework).getByRole('note')).toHaveTextContent(
      '已过截止时间（2026-11-18 23:59:59），现在提交将记为逾期提交。',
    );
    const input = homework.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.4'], 'answer.pdf', { type: 'application/pdf' }));
    await user.click(within(homework).getByRole('button', { name: '提交作业' }));
    const submitted = await within(homework).findByRole('group', { name: '你的提交' });
    expect(within(submitted).getByText('逾期提交')).toBeInTheDocument();
  });

  it('says to join the course first when the server refuses the lesson', async () => {
    serve({
      'GET /portal/course/lesson': () => failure(403, 40300, '您未加入该课程'),
      'GET /portal/course/lesson/brief': () => failure(500, 50000, '服务器内部错误'),
    });
    renderMooc('/mooc/lessonDetails?lessonId=21');
    expect(await screen.findByRole('heading', { level: 1, name: '请先加入课程' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回课程列表' })).toBeInTheDocument();
    // Not joined yet is a state the page explains, not an error: no toast on top.
    expect(toast).not.toHaveBeenCalled();
  });

  it('names the course of a lesson not joined, with a link to it and a join button that opens the lesson', async () => {
    let joined = false;
    serve({
      'GET /portal/course/lesson': () => (joined ? ok(lesson()) : failure(403, 40300, '您未加入该课程')),
      'GET /portal/course/lesson/brief': () =>
        ok({
          lessonId: 21,
          title: '2.1 数据的表示',
          chapterTitle: '数据',
          courseId: 101,
          courseName: '计算机科学导论',
          member: false,
        }),
      'POST /portal/course/join': () => {
        joined = true;
        return ok(null, '加入课程成功');
      },
    });
    const user = userEvent.setup();
    renderMooc('/mooc/lessonDetails?lessonId=21');
    expect(await screen.findByRole('heading', { level: 1, name: '请先加入课程' })).toBeInTheDocument();
    expect(screen.getByText('课时“2.1 数据的表示”属于以下课程，加入课程后即可学习：')).toBeInTheDocument();
    // The join offer says it all: no error toast beside it.
    expect(toast).not.toHaveBeenCalled();
    for (const link of screen.getAllByRole('link', { name: /计算机科学导论/ }))
      expect(link).toHaveAttribute('href', '/mooc/course/101');
    await user.click(screen.getByRole('button', { name: '加入课程' }));
    expect(await screen.findByRole('heading', { level: 1, name: '2.1 数据的表示' })).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.query).toEqual({ courseId: '101' });
  });

  it('offers a retry when the lesson cannot be loaded', async () => {
    let fail = true;
    serve({
      'GET /portal/course/lesson': () => (fail ? failure(500, 50000, '服务器内部错误') : ok(lesson())),
    });
    const user = userEvent.setup();
    renderMooc('/mooc/lessonDetails?lessonId=21');
    const alert = await screen.findByRole('alert');
    // Any other failure is still told as the api client tells it.
    expect(toast).toHaveBeenCalledExactlyOnceWith('服务器内部错误');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /^重\s?试$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '2.1 数据的表示' })).toBeInTheDocument();
  });
});
