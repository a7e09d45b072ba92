import { describe, expect, it } from 'vitest';
import { busiestDay, pendingCount, percent, questionsOf, shortDate, topBand } from './dashboard-data';

const question = (id: number, courseId: number, createTime: string, answer: string | null = null) => ({
  id,
  studentName: '李同学',
  courseId,
  question: `问题 ${id}`,
  answer,
  createTime,
});

describe('the teacher view data', () => {
  it('shows a share as a whole percentage and a date as MM-DD', () => {
    expect(percent(0.666)).toBe(67);
    expect(percent(1)).toBe(100);
    expect(shortDate('2026-11-25')).toBe('11-25');
  });

  it('finds the busiest day, the latest of equals, and none when nobody was active', () => {
    const day = (date: string, activeStudents: number) => ({ date, activeStudents, actions: activeStudents });
    expect(busiestDay([day('2026-11-23', 3), day('2026-11-24', 5), day('2026-11-25', 5)])?.date).toBe(
      '2026-11-25',
    );
    expect(busiestDay([day('2026-11-24', 0), day('2026-11-25', 0)])).toBeUndefined();
  });

  it('finds the band with the most students, and none without scores', () => {
    const bands = [
      { min: 60, max: 69, count: 4 },
      { min: 80, max: 89, count: 4 },
      { min: 90, max: 100, count: 1 },
    ];
    expect(topBand(bands)).toEqual({ min: 80, max: 89, count: 4 });
    expect(topBand(bands.map((b) => ({ ...b, count: 0 })))).toBeUndefined();
  });

  it("keeps one course's questions, newest first, and counts those without an answer", () => {
    const list = [
      question(1, 101, '2026-11-20 10:00:00', '可以'),
      question(2, 102, '2026-11-25 09:00:00'),
      question(3, 101, '2026-11-25 08:00:00'),
      question(4, 101, '2026-11-22 12:30:00', '  '),
    ];
    const mine = questionsOf(list, 101);
    expect(mine.map((q) => q.id)).toEqual([3, 4, 1]);
    expect(pendingCount(mine)).toBe(2);
  });
});
