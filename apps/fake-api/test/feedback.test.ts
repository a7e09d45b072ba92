import { describe, expect, it } from 'vitest';
import { PNG, startFakeApi } from './harness';

describe('feedback', () => {
  it('uploads one screenshot and submits the form as form data', async () => {
    const api = startFakeApi();
    const upload = await api.call('POST', '/portal/feedback/upload', {
      file: { name: 'shot.png', bytes: PNG, type: 'image/png' },
    });
    expect(upload.body).toMatchObject({
      respCode: 20000,
      data: expect.stringMatching(/^\/uploads\/feedback-/),
    });
    const res = await api.call('POST', '/portal/feedback', {
      form: {
        feedtype: '课堂,视频播放,课件',
        title: '视频卡顿',
        content: '第三章视频无法播放',
        filepath: upload.body.data as string,
        contact: 'a@b.cn',
      },
    });
    expect(res.body).toMatchObject({
      respCode: 20000,
      respMsg: '反馈已收到，请等待邮件回复',
      data: { id: 1 },
    });
  });

  it('accepts the form as JSON too', async () => {
    const api = startFakeApi();
    const res = await api.call('POST', '/portal/feedback', {
      body: {
        feedtype: '其他问题或建议',
        title: 't',
        content: 'c',
        filepath: '/uploads/x.png',
        contact: 'a@b.cn',
      },
    });
    expect(res.body.respCode).toBe(20000);
  });

  it.each(['feedtype', 'title', 'content', 'filepath'])('refuses a form without %s', async (field) => {
    const api = startFakeApi();
    const form: Record<string, string> = {
      feedtype: '其他问题或建议',
      title: 't',
      content: 'c',
      filepath: '/uploads/x.png',
      contact: 'a@b.cn',
    };
    delete form[field];
    const res = await api.call('POST', '/portal/feedback', { form });
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toContain(field);
  });

  it('refuses two files, a non-image and an image over 5 MB', async () => {
    const api = startFakeApi();
    const two = await api.call('POST', '/portal/feedback/upload', {
      files: [
        { name: 'a.png', bytes: PNG, type: 'image/png' },
        { name: 'b.png', bytes: PNG, type: 'image/png' },
      ],
    });
    expect(two.body).toMatchObject({ respCode: 40000, respMsg: '只能上传1张图片' });
    const text = await api.call('POST', '/portal/feedback/upload', {
      file: { name: 'a.txt', bytes: Buffer.from('hello'), type: 'text/plain' },
    });
    expect(text.status).toBe(415);
    const big = await api.call('POST', '/portal/feedback/upload', {
      file: {
        name: 'big.png',
        bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
        type: 'image/png',
      },
    });
    expect(big.status).toBe(413);
  });
});
