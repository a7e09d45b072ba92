import { describe, expect, it } from 'vitest';
import type { Chapter } from '@shui/contract';
import { completionRows, lessonDone, resourcesByType } from './course-facts';

const chapters: Chapter[] = [
  {
    chapterId: 1,
    title: '第一章',
    lessons: [
      {
        lessonId: 11,
        title: '1.1 绪论',
        resources: [
          { resourceId: 1, type: 2, title: '绪论视频', done: true },
          { resourceId: 2, type: 1, title: '作业一', done: false },
          { resourceId: 3, type: 11, title: '抽卡复习', done: false },
        ],
      },
    ],
  },
  {
    chapterId: 2,
    title: '第二章',
    lessons: [
      {
        lessonId: 21,
        title: '2.1 数据',
        resources: [
          { resourceId: 4, type: 2, title: '数据视频', done: false },
          { resourceId: 5, type: 4, title: '小测', done: true },
        ],
      },
    ],
  },
];

describe('course facts', () => {
  it('groups the resources by type, in the order of the types, with their lesson', () => {
    const groups = resourcesByType(chapters);
    expect(groups.map((g) => g.type)).toEqual([1, 2, 4, 11]);
    expect(groups[1]!.resources).toEqual([
      { resourceId: 1, title: '绪论视频', done: true, lessonId: 11, lessonTitle: '1.1 绪论' },
      { resourceId: 4, title: '数据视频', done: false, lessonId: 21, lessonTitle: '2.1 数据' },
    ]);
    expect(resourcesByType([])).toEqual([]);
  });

  it('measures each completion condition, never past what it requires', () => {
    expect(
      completionRows(
        { videoTimes: 4, examTimes: 0, homeworkTimes: 3 },
        { videoTimes: 1, examTimes: 2, homeworkTimes: 5 },
      ),
    ).toEqual([
      { key: 'videoTimes', required: 4, done: 1, percent: 25 },
      { key: 'examTimes', required: 0, done: 0, percent: 100 },
      { key: 'homeworkTimes', required: 3, done: 3, percent: 100 },
    ]);
  });

  it('counts the done resources of a lesson', () => {
    expect(lessonDone(chapters[0]!.lessons[0]!.resources)).toEqual({ done: 1, total: 3 });
  });
});
