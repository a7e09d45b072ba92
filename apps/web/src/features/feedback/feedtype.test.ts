import { describe, expect, it } from 'vitest';
import { composeFeedtype } from './feedtype';

describe('composeFeedtype', () => {
  it('sends the category alone when no sub-type is ticked', () => {
    expect(composeFeedtype('account')).toBe('登录/注册');
    expect(composeFeedtype('other', [])).toBe('其他问题或建议');
  });

  it('appends the ticked sub-types comma-separated, in list order', () => {
    expect(composeFeedtype('account', ['forgotPassword', 'loginProblem'])).toBe(
      '登录/注册,登录问题,忘记密码',
    );
    expect(composeFeedtype('classroom', ['homework', 'videoPlayback', 'courseware'])).toBe(
      '课堂,视频播放,课件,作业',
    );
    expect(composeFeedtype('judge', ['other'])).toBe('评测场,其他');
  });

  it('ignores sub-types that belong to another category', () => {
    expect(composeFeedtype('workshop', ['loginProblem', 'server'])).toBe('实训,服务器');
  });
});
