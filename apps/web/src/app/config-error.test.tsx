import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n';
import { ConfigError } from './config-error';

beforeAll(async () => {
  await initI18n('zh');
});

describe('the configuration error screen', () => {
  it('tells the reader what happened and the administrator what is wrong, field by field', () => {
    render(
      <ConfigError
        problems={[
          { kind: 'missing', field: 'api' },
          { kind: 'test-address-in-prod', field: 'helpSite' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '水杉在线暂时无法打开' })).toBeVisible();
    expect(screen.getByText(/页面没有连接任何服务器/)).toBeVisible();
    const details = screen.getByRole('region', { name: '给管理员的信息' });
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['缺少字段 api，或它为空', 'helpSite 在生产配置中指向了测试服务器']);
  });

  it('reloads the page on its button', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      render(<ConfigError problems={[{ kind: 'unreadable', field: '' }]} />);
      expect(screen.getByText('config.json 不存在，或不是一个 JSON 对象')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('speaks the chosen language', async () => {
    await i18n.changeLanguage('en');
    try {
      render(<ConfigError problems={[{ kind: 'http-outside-local', field: 'api' }]} />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Shuishan Online cannot open right now' }),
      ).toBeVisible();
      expect(screen.getByText('api uses http: outside local (use https:)')).toBeVisible();
    } finally {
      await i18n.changeLanguage('zh');
    }
  });
});
