import { describe, expect, it } from 'vitest';
import { CS101_COURSE_ID } from '@shui/contract';
import { assistantAddress, assistantProfileFor } from './assistant-address';

const addresses = {
  assistant: 'https://assistant.shuishan.net.cn/',
  assistantTest: 'https://test-assistant.shuishan.net.cn/',
};

describe('assistantAddress', () => {
  it('uses the production address on the production host', () => {
    expect(assistantAddress('www.shuishan.net.cn', addresses, 'T-1')).toBe(
      'https://assistant.shuishan.net.cn/?ticket=T-1',
    );
  });

  it('uses the test address when the host includes test or localhost', () => {
    for (const host of ['test.shuishan.net.cn', 'localhost', 'cn.localhost', 'TEST.example.org']) {
      expect(assistantAddress(host, addresses, 'abc'), host).toBe(
        'https://test-assistant.shuishan.net.cn/?ticket=abc',
      );
    }
  });

  it('treats a loopback address that is not "localhost" as production', () => {
    expect(assistantAddress('127.0.0.1', addresses, 'abc')).toBe(
      'https://assistant.shuishan.net.cn/?ticket=abc',
    );
  });

  it('encodes the ticket and keeps a query the address already has', () => {
    expect(
      assistantAddress(
        'www.shuishan.net.cn',
        { ...addresses, assistant: 'https://a.example/chat?x=1' },
        'a b&c',
      ),
    ).toBe('https://a.example/chat?x=1&ticket=a+b%26c');
  });

  it('adds the course id for a course assistant', () => {
    expect(assistantAddress('www.shuishan.net.cn', addresses, 't', CS101_COURSE_ID)).toBe(
      `https://assistant.shuishan.net.cn/?ticket=t&courseId=${CS101_COURSE_ID}`,
    );
  });
});

describe('assistantProfileFor', () => {
  it('gives the CS101 course assistant on /cs101 and below', () => {
    expect(assistantProfileFor('/cs101')).toEqual({ kind: 'cs101', courseId: CS101_COURSE_ID });
    expect(assistantProfileFor('/cs101/unit-1')).toEqual({ kind: 'cs101', courseId: CS101_COURSE_ID });
  });

  it("gives the portal's assistant elsewhere", () => {
    for (const path of ['/home', '/guet', '/cs1010', '/mooc/course/list']) {
      expect(assistantProfileFor(path), path).toEqual({ kind: 'portal' });
    }
  });
});
