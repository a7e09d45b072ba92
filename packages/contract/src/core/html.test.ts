import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  const text = `Tom & "Jerry's" <b>`;

  it('writes the five special characters as named references by default', () => {
    expect(escapeHtml(text)).toBe('Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;');
  });

  it('writes them as numeric references when asked', () => {
    expect(escapeHtml(text, { references: 'numeric' })).toBe('Tom &#38; &#34;Jerry&#39;s&#34; &#60;b&#62;');
  });

  it('leaves quotes as they are for text between tags', () => {
    expect(escapeHtml(text, { quotes: false })).toBe(`Tom &amp; "Jerry's" &lt;b&gt;`);
  });

  it('leaves text without special characters unchanged', () => {
    expect(escapeHtml('课程 course 42')).toBe('课程 course 42');
  });
});
