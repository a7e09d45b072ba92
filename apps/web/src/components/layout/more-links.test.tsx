import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@shui/contract';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { sessionStore } from '../../lib/auth/session';
import { loadTranslations } from '../../lib/testing/load-translations';
import { failure, ok, stubBackend, type Recorded } from '../../lib/testing/stub-backend';
import { clearToken, setToken } from '../../lib/auth/token';
import { MoreLinksList } from './more-links';
import { forgetTeacherRole } from './use-teacher-role';

beforeAll(() => loadTranslations('layout'));
afterEach(() => {
  clearToken();
  sessionStore.clear();
  forgetTeacherRole();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Logged in as user `userId`, whom GET /teacher/course/list answers (a teacher) or refuses (403). */
function logInAs(userId: number, teacher: boolean): Recorded[] {
  setToken('tok');
  sessionStore.set({ userId });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return stubBackend({
    [`GET ${endpoints.teacherCourses.path}`]: teacher ? ok([]) : failure(403, 40300, '仅教师可以访问'),
  });
}

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

  it('take a teacher to the teacher view in the portal', async () => {
    logInAs(2, true);
    renderList();
    const link = await screen.findByRole('link', { name: '教师后台' });
    expect(link).toHaveAttribute('href', paths.teacher);
    expect(link).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: /^新生计算机课程/ })).toHaveAttribute(
      'href',
      env.newStudentCourse,
    );
  });

  it('show a student no 教师后台 (it would only refuse them), asking once per tab', async () => {
    const requests = logInAs(1, false);
    renderList();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await screen.findByRole('link', { name: /^新生计算机课程/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /教师后台/ })).toBeNull());
    renderList();
    expect(screen.getAllByRole('link', { name: /^新生计算机课程/ })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /教师后台/ })).toBeNull();
    expect(requests).toHaveLength(1);
  });
});
