import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './safe-redirect';

const ORIGIN = 'https://www.shuishan.net.cn';
const go = (raw: string | null | undefined, fallback?: string) => safeRedirect(raw, ORIGIN, fallback);

describe('safeRedirect', () => {
  it.each([
    ['/center', '/center'],
    ['/center/index?tab=b#top', '/center/index?tab=b#top'],
    ['/pythonPractice/12', '/pythonPractice/12'],
    ['/mooc/course/list?q=%E8%AF%BE%E7%A8%8B', '/mooc/course/list?q=%E8%AF%BE%E7%A8%8B'],
    ['/a/../home', '/home'],
  ])('keeps the portal path %s', (raw, expected) => {
    expect(go(raw)).toBe(expected);
  });

  it('turns an absolute URL of the same origin into its path', () => {
    expect(go(`${ORIGIN}/center?tab=b#x`)).toBe('/center?tab=b#x');
    expect(go(`${ORIGIN}`)).toBe('/');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/login'],
    ['another origin', 'https://evil.example'],
    ['same host, other scheme', 'http://www.shuishan.net.cn/center'],
    ['same host, other port', 'https://www.shuishan.net.cn:8443/center'],
    ['lookalike host', 'https://www.shuishan.net.cn.evil.example/'],
    ['slash backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['javascript: URL in capitals', 'JaVaScRiPt:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['encoded protocol-relative', '%2F%2Fevil.example'],
    ['slash then encoded slash', '/%2F/evil.example'],
    ['slash then encoded slash (lower case)', '/%2f/evil.example'],
    ['slash then encoded backslash', '/%5Cevil.example'],
    ['double-encoded protocol-relative', '%252F%252Fevil.example'],
    ['slash then double-encoded slash', '/%252F/evil.example'],
    ['slash then double-encoded backslash', '/%255Cevil.example'],
    ['triple-encoded', '/%25252F/evil.example'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/\n/evil.example'],
    ['carriage return inside', '/\r/evil.example'],
    ['encoded tab inside', '/%09/evil.example'],
    ['a tab inside an absolute URL of the same origin', 'https://www.shuishan.net.cn/cen\tter'],
    ['leading space', ' //evil.example'],
    ['dot segments to a second slash', '/..//evil.example'],
    ['relative path without slash', 'center'],
    ['undecodable percent', '/center%E0%A4%A'],
    ['empty', ''],
  ])('refuses %s', (_name, raw) => {
    expect(go(raw)).toBe('/');
  });

  it('answers the fallback for a missing value', () => {
    expect(go(null, '/home')).toBe('/home');
    expect(go(undefined, '/home')).toBe('/home');
    expect(go('//evil.example', '/home')).toBe('/home');
  });

  it("uses the page's own origin by default", () => {
    expect(safeRedirect(`${window.location.origin}/center`)).toBe('/center');
    expect(safeRedirect('https://evil.example/center')).toBe('/');
  });
});

describe('loginPath', () => {
  it('sends to /login with the current page as redirect', () => {
    expect(loginPath('/center?tab=b')).toBe('/login?redirect=%2Fcenter%3Ftab%3Db');
  });

  it('keeps the login page as it is', () => {
    expect(loginPath('/login?redirect=%2Fcenter')).toBe('/login?redirect=%2Fcenter');
    expect(loginPath('/login')).toBe('/login');
  });
});
