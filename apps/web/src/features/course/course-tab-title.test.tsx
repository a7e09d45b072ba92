import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { course } from './testing/sample';
import { ok, renderMooc, serve, setUpMoocSuite } from './testing/course-harness';

setUpMoocSuite({ loggedIn: true });

describe("a course page's tab", () => {
  it("is titled with the course's name, not the route's 课程", async () => {
    document.title = '课程';
    serve({ 'GET /portal/course/detail': () => ok(course()) });
    renderMooc('/mooc/course/101');
    expect(await screen.findByRole('heading', { level: 1, name: '计算机科学导论' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('计算机科学导论'));
  });
});
