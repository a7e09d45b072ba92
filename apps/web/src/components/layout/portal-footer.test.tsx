import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
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
