import { renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import { applyLocale, useAntdLocale } from './language';

beforeAll(async () => {
  await initI18n('zh');
});

describe('applyLocale and useAntdLocale', () => {
  it('has antd’s locale ready before the first render, so the page mounts once', async () => {
    await applyLocale('zh');
    const rendered: Array<string | undefined> = [];
    renderHook(() => {
      const locale = useAntdLocale();
      rendered.push(locale?.locale);
      return locale;
    });
    // Defined on the very first render: no switch from no locale to one (antd would remount the page).
    expect(rendered[0]).toBe('zh-cn');
  });

  it('follows a language switch, and sets the page language and i18next with it', async () => {
    await applyLocale('zh');
    const { result } = renderHook(() => useAntdLocale());
    await applyLocale('fr');
    await waitFor(() => expect(result.current?.locale).toBe('fr'));
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.language).toBe('fr');
    await applyLocale('zh');
    await waitFor(() => expect(result.current?.locale).toBe('zh-cn'));
  });
});
