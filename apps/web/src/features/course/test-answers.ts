import type { Choice, TestQuestion } from '@shui/contract';

/** Options A to D are the question's choice1 to choice4 (spec section 3). */
export const CHOICES = [
  { letter: 'A', field: 'choice1' },
  { letter: 'B', field: 'choice2' },
  { letter: 'C', field: 'choice3' },
  { letter: 'D', field: 'choice4' },
] as const satisfies readonly { letter: Choice; field: keyof TestQuestion }[];

/** The text of option `letter` of a question. */
export const choiceText = (question: TestQuestion, letter: Choice): string =>
  question[CHOICES.find((c) => c.letter === letter)!.field];

/** The questions not answered yet, in order. */
export const unanswered = (questions: readonly TestQuestion[], answers: Partial<Record<number, Choice>>) =>
  questions.filter((q) => answers[q.questionId] === undefined);

/** The answers as the API takes them: `{ [questionId]: 'A' | 'B' | 'C' | 'D' }`. */
export function answersBody(answers: Partial<Record<number, Choice>>): Record<string, Choice> {
  const body: Record<string, Choice> = {};
  for (const [questionId, answer] of Object.entries(answers)) if (answer) body[questionId] = answer;
  return body;
}
