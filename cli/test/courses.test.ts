import { describe, expect, it } from 'vitest';
import { adminCourseBulkInputSchema, endpoints, type CourseList } from '@shui/contract';
import { coursesCommand } from '../src/commands/courses';
import { resetCommand } from '../src/commands/reset';
import { seedCommand } from '../src/commands/seed';
import { generateCourses } from '../src/lib/generate-courses';
import { run, useFakeApi } from './helpers';

const fake = useFakeApi({ reset: true });
const { at, portal } = fake;

describe('shui courses', () => {
  it('lists the catalogue as a table, filtered by keyword and tag, and as JSON', async () => {
    const all = await run(coursesCommand, ['list', ...at]);
    expect(all.code).toBe(0);
    expect(all.out).toMatch(/111\s+操作系统\s+王老师\s+1 专业必修课\s+6\s+4/);
    expect(all.out).toContain('12 courses');
    const some = await run(coursesCommand, ['list', '--keyword', '数据', '--tag', '1', '--json', ...at]);
    expect(some.json()).toMatchObject({
      total: 2,
      courses: [
        { courseId: 103, name: '数据结构', teacher: 'zhaolin', teacherName: '赵林', tag: 1 },
        { courseId: 102, name: '数据库系统', teacher: 'teacher', tag: 1 },
      ],
    });
    const bad = await run(coursesCommand, ['list', '--tag', '9', ...at]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('a course tag');
  });

  it('adds a course the portal then lists; an unknown or non-teacher account is refused', async () => {
    const added = await run(coursesCommand, [
      'add',
      '--name',
      '数据伦理',
      '--teacher',
      'chenjing',
      '--tag',
      '3',
      ...at,
    ]);
    expect(added.code).toBe(0);
    expect(added.out).toContain('added course 数据伦理 (id 112, 精品课, taught by 陈静)');
    const listed = await portal<CourseList>(endpoints.courseList.path, { keyword: '伦理' });
    expect(listed.list).toEqual([
      expect.objectContaining({
        courseId: 112,
        courseName: '数据伦理',
        teacherName: '陈静',
        tag: 3,
        lessonCount: 0,
      }),
    ]);
    const ghost = await run(coursesCommand, ['add', '--name', 'x', '--teacher', 'ghost', ...at]);
    expect([ghost.code, ghost.err.includes('no user "ghost"')]).toEqual([1, true]);
    const student = await run(coursesCommand, [
      'add',
      '--name',
      'x',
      '--teacher',
      'student',
      '--json',
      ...at,
    ]);
    expect(student.code).toBe(1);
    expect(student.errorJson().error.message).toContain('not a teacher');
    expect((await run(coursesCommand, ['add', '--teacher', 'teacher', ...at])).code).toBe(2);
  });
});

describe('shui seed --courses', () => {
  it('adds that many courses, the same for the same seed', async () => {
    const result = await run(seedCommand, ['--courses', '300', '--seed', '5', '--json', ...at]);
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({
      seed: 5,
      courses: { added: 300, total: 312 },
      added: { users: 0 },
    });
    const names = fake.api.store.data.courses.slice(12).map((c) => c.name);
    expect(new Set(names).size).toBe(300);
    await run(resetCommand, at);
    const text = await run(seedCommand, ['--courses', '300', '--seed', '5', ...at]);
    expect(text.out).toContain('300 courses');
    expect(fake.api.store.data.courses.slice(12).map((c) => c.name)).toEqual(names);
    const page = await portal<CourseList>(endpoints.courseList.path, { pageNum: 7, pageSize: 50 });
    expect(page.total).toBe(312);
    expect(page.list).toHaveLength(12);
  });

  it('generates courses the control plane accepts, spread over the teachers and tags', () => {
    const courses = generateCourses(500, 9, ['teacher', 'zhaolin']);
    expect(generateCourses(500, 9, ['teacher', 'zhaolin'])).toEqual(courses);
    expect(generateCourses(500, 10, ['teacher', 'zhaolin'])).not.toEqual(courses);
    expect(adminCourseBulkInputSchema.safeParse({ courses }).success).toBe(true);
    expect(new Set(courses.map((c) => c.teacher))).toEqual(new Set(['teacher', 'zhaolin']));
    expect(new Set(courses.map((c) => c.tag))).toEqual(new Set([1, 2, 3, 4]));
    expect(() => generateCourses(1, 1, [])).toThrow(/teacher/);
  });
});
