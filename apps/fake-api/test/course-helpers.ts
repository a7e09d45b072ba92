import { rmSync } from 'node:fs';
import { afterEach, beforeEach } from 'vitest';
import { type Lesson, type LessonResource } from '@shui/contract';
import { startFakeApi } from './harness';

/**
 * The course domain's tests over the seed of fixtures/seed/course.json: the student takes 101, 102, 3, 104
 * and 105 (joined in that order, 105 last), not 103; in 101, lesson 2 holds video 3, homework 4 and
 * test 5 (questions 1-3, right answers B, B, B); course 104 and lesson 3 are favourites.
 */

export type Api = ReturnType<typeof startFakeApi>;
export let api: Api;
export let token: string;

export const dirs: string[] = [];

export const get = (path: string, query?: Record<string, string | number>, as: string | null = token) =>
  api.call('GET', path, { query, token: as ?? undefined });
export const post = (path: string, query?: Record<string, string | number>, body?: unknown) =>
  api.call('POST', path, { query, body, token });
export const data = <T>(res: { body: { data: unknown } }) => res.body.data as T;
export const resourceOf = <T extends LessonResource['type']>(lesson: Lesson, type: T) =>
  lesson.resources.find((r) => r.type === type) as Extract<LessonResource, { type: T }>;
export const inCourse = (courseId: number, type: number) =>
  api.store.data.courseResources.find((r) => r.courseId === courseId && r.type === type)!.resourceId;

/**
 * Before each test of the calling file: a fresh fake API and the student's token; after it, the
 * temporary folders of `dirs` removed.
 */
export function useCourseApi(): void {
  beforeEach(async () => {
    api = startFakeApi();
    token = await api.login();
  });
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
}
