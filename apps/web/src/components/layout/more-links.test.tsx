import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { loadTranslations } from '../../lib/testing/load-translations';
import { clearToken, setToken } from '../../lib/token';
import { MoreLinksList } from './more-links';

beforeAll(() => loadTranslations('layout'));
afterEach(() => clearToken());

const renderList = () =>
  render(
    <MemoryRouter>
      <MoreLinksList />
    </MemoryRouter>,
  );

describe('the "more" links', () => {
  it("take a visitor to the teacher back-office's address, in a new tab", () => {
    renderList();
    const link = screen.getByRole('link', { name: /^教师后台/ });
    expect(link).toHaveAttribute('href', env.teacherAdmin);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('take a logged-in user to the teacher view in the portal', () => {
    setToken('tok');
    renderList();
    const link = screen.getByRole('link', { name: '教师后台' });
    expect(link).toHaveAttribute('href', paths.teacher);
    expect(link).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: /^新生计算机课程/ })).toHaveAttribute(
      'href',
      env.newStudentCourse,
    );
  });
});
