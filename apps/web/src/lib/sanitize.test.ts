import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

/** Parses sanitized HTML the way the page will render it. */
function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

/** Every attribute left in the output, as `tag.attr=value`. */
function attributes(host: HTMLElement): string[] {
  return [...host.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((a) => `${el.tagName.toLowerCase()}.${a.name}=${a.value}`),
  );
}

describe('sanitizeHtml keeps rich text', () => {
  it('keeps allowlisted tags and their text', () => {
    const html =
      '<h2 class="t">第三章</h2><p>请完成<strong>习题</strong>，<em>注意</em><u>格式</u><s>旧</s><b>b</b><i>i</i><br></p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote><pre><code>print(1)</code></pre><span>s</span>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps tables', () => {
    const html =
      '<table><caption>成绩</caption><thead><tr><th>姓名</th></tr></thead><tbody><tr><td>李</td></tr></tbody><tfoot><tr><td>1</td></tr></tfoot></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links and images with their allowlisted attributes', () => {
    const host = render(
      '<a href="https://www.shuishan.net.cn/mooc" title="课程">课程</a> <a href="/center">中心</a> ' +
        '<a href="mailto:shuishan@dase.ecnu.edu.cn">邮件</a> <img src="/uploads/a.png" alt="图">',
    );
    expect(attributes(host)).toEqual([
      'a.href=https://www.shuishan.net.cn/mooc',
      'a.title=课程',
      'a.href=/center',
      'a.href=mailto:shuishan@dase.ecnu.edu.cn',
      'img.src=/uploads/a.png',
      'img.alt=图',
    ]);
  });

  it('adds rel noopener to links that open a new tab', () => {
    const host = render('<a href="https://example.com" target="_blank" rel="opener">外链</a>');
    expect(host.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(host.querySelector('a')?.getAttribute('target')).toBe('_blank');
  });

  it('drops tags outside the list but keeps their text', () => {
    expect(sanitizeHtml('<div><font color="red">通知</font></div>')).toBe('通知');
  });
});

describe('sanitizeHtml removes XSS', () => {
  it.each([
    ['a script tag', '<p>hi</p><script>alert(1)</script>'],
    ['a script tag in capitals', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
    ['an img onerror', '<img src=x onerror=alert(1)>'],
    ['an svg onload', '<svg onload=alert(1)>'],
    ['an svg with script', '<svg><script>alert(1)</script></svg>'],
    ['a body onload', '<body onload=alert(1)>'],
    ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['an object', '<object data="javascript:alert(1)"></object>'],
    ['an embed', '<embed src="javascript:alert(1)">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a javascript: link with entities', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['a javascript: link with a tab', '<a href="java\tscript:alert(1)">x</a>'],
    ['a javascript: link with leading spaces', '<a href="  javascript:alert(1)">x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ['a javascript: image', '<img src="javascript:alert(1)">'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['a style tag', '<style>@import "//evil.example/x.css";</style><p>x</p>'],
    ['a form with a javascript action', '<form action="javascript:alert(1)"><button>x</button></form>'],
    ['an input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
    ['a details ontoggle', '<details open ontoggle=alert(1)>'],
    ['a math href', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
    ['a mutation (noscript)', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['a base href', '<base href="javascript:alert(1)//">'],
    ['a link tag', '<link rel="stylesheet" href="//evil.example/x.css">'],
    ['a data attribute', '<p data-x="1" aria-label="y">x</p>'],
  ])('removes %s', (_name, payload) => {
    const out = sanitizeHtml(payload);
    const host = render(payload);
    expect(out).not.toMatch(/<(script|iframe|object|embed|svg|math|style|form|input|meta|base|link|body)\b/i);
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(out).not.toMatch(/\s(style|data-x|aria-label|srcdoc|action)=/i);
    for (const el of host.querySelectorAll('[href],[src]')) {
      const url = (el.getAttribute('href') ?? el.getAttribute('src') ?? '').replace(/\s/g, '');
      expect(url).not.toMatch(/^(javascript|vbscript|data):/i);
    }
  });

  it('drops a target that is not _blank or _self', () => {
    const host = render('<a href="/x" target="evil-frame">x</a>');
    expect(host.querySelector('a')?.hasAttribute('target')).toBe(false);
  });
});
