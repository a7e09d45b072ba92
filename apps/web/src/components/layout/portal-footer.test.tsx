import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../config/env';
import { loadTranslations } from '../../lib/testing/load-translations';
import { PortalFooter } from './portal-footer';

beforeAll(() => loadTranslations('layout'));

describe('the footer', () => {
  it('links the user agreement and its privacy section', () => {
    render(
      <MemoryRouter>
        <PortalFooter />
      </MemoryRouter>,
    );
    const services = screen.getByRole('region', { name: '服务' });
    expect(within(services).getByRole('link', { name: '用户协议' })).toHaveAttribute('href', '/agreement');
    expect(within(services).getByRole('link', { name: '隐私政策' })).toHaveAttribute(
      'href',
      '/agreement#privacy',
    );
  });
});

describe('the footer’s contents (spec section 2: services, sponsors, contact, copyright, filing number)', () => {
  it('shows the service links, the sponsors, the contact, the copyright and the filing number', () => {
    render(
      <MemoryRouter>
        <PortalFooter />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['服务', '联系我们', '支持单位']);

    const services = within(footer).getByRole('region', { name: '服务' });
    expect(within(services).getByRole('link', { name: '关于我们' })).toHaveAttribute(
      'href',
      '/home#shui-about',
    );
    const help = within(services).getByRole('link', { name: /^使用帮助/ });
    expect(help).toHaveAttribute('href', env.helpSite);
    expect(help).toHaveAttribute('target', '_blank');
    expect(within(services).getByRole('button', { name: '问题反馈' })).toBeInTheDocument();

    expect(within(footer).getByRole('img', { name: '华东师范大学' })).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: '数据科学与工程学院' })).toBeInTheDocument();

    expect(
      within(footer).getByText('上海市普陀区中山北路 3663 号 华东师范大学数据科学与工程学院'),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'shuishan@dase.ecnu.edu.cn' })).toHaveAttribute(
      'href',
      'mailto:shuishan@dase.ecnu.edu.cn',
    );

    const year = new Date().getFullYear();
    expect(within(footer).getByText(`© ${year} 华东师范大学数据科学与工程学院 版权所有`)).toBeInTheDocument();
    const filing = within(footer).getByRole('link', { name: /^沪ICP备05003394号/ });
    expect(filing).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(filing).toHaveAttribute('target', '_blank');
  });
});
