import { describe, expect, it } from 'vitest';
import type { TestQuestion } from '@shui/contract';
import { answersBody, choiceText, unanswered } from './test-answers';

const question = (questionId: number): TestQuestion => ({
  questionId,
  stem: `题目 ${questionId}`,
  choice1: '甲',
  choice2: '乙',
  choice3: '丙',
  choice4: '丁',
});

describe('test answers', () => {
  it('maps A-D to choice1-choice4', () => {
    expect(['A', 'B', 'C', 'D'].map((l) => choiceText(question(1), l as 'A'))).toEqual([
      '甲',
      '乙',
      '丙',
      '丁',
    ]);
  });

  it('finds the questions left blank', () => {
    expect(unanswered([question(1), question(2), question(3)], { 2: 'C' }).map((q) => q.questionId)).toEqual([
      1, 3,
    ]);
  });

  it('writes the answers by question id', () => {
    expect(answersBody({ 7: 'B', 9: 'D' })).toEqual({ '7': 'B', '9': 'D' });
  });
});
