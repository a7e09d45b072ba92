import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Alert, Button, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice, Lesson, LessonResource, TestAttempt } from '@shui/contract';
import { busy } from '../../../components/busy';
import { answersBody, CHOICES, choiceText, unanswered } from '../test-answers';
import { useTestSubmit } from '../api/submit-test';

type Test = Extract<LessonResource, { type: 4 }>;

/** The score and, question by question, the learner's answer and the right one. */
function AttemptResult({ test, attempt, title }: { test: Test; attempt: TestAttempt; title: string }) {
  const { t } = useTranslation('course');
  const byQuestion = new Map(attempt.results.map((r) => [r.questionId, r]));
  return (
    <div className="shui-test__result" role="status">
      <Alert
        type={attempt.score === attempt.total ? 'success' : 'info'}
        showIcon
        title={title}
        description={t('test.score', { score: attempt.score, total: attempt.total })}
      />
      <ol className="shui-test__answers shui-stack shui-stack--loose">
        {test.questions.map((question) => {
          const result = byQuestion.get(question.questionId);
          if (!result) return null;
          return (
            <li key={question.questionId} className={result.correct ? 'is-correct' : 'is-wrong'}>
              <p className="shui-test__stem">
                {result.correct ? (
                  <CheckCircleFilled className="shui-test__icon is-correct" aria-hidden />
                ) : (
                  <CloseCircleFilled className="shui-test__icon is-wrong" aria-hidden />
                )}{' '}
                {question.stem}
                <span className="shui-visually-hidden">
                  {result.correct ? t('test.correct') : t('test.wrong')}
                </span>
              </p>
              <p className="shui-page__muted">
                {t('test.yourAnswer', {
                  answer: result.answer
                    ? `${result.answer}. ${choiceText(question, result.answer)}`
                    : t('test.blank'),
                })}
              </p>
              <p className="shui-test__right">
                {t('test.rightAnswer', { answer: `${result.right}. ${choiceText(question, result.right)}` })}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * A choice test: questions with options A-D (choice1-choice4), sent to the API, which scores it; the
 * score and the right answers show after the submit. The course keeps the best attempt.
 */
export function TestResource({ lesson, test }: { lesson: Lesson; test: Test }) {
  const { t } = useTranslation('course');
  const id = useId();
  const submit = useTestSubmit(lesson, test.resourceId);
  const [answers, setAnswers] = useState<Partial<Record<number, Choice>>>({});
  const [answering, setAnswering] = useState(test.attempt === null);
  const [missing, setMissing] = useState<number | null>(null);
  const latest = submit.data;

  if (test.questions.length === 0) return <p className="shui-page__muted">{t('test.noQuestions')}</p>;

  if (!answering) {
    // After a submit: this attempt; otherwise the attempt the course kept from before.
    const attempt = latest ?? test.attempt!;
    return (
      <div className="shui-test">
        <AttemptResult
          test={test}
          attempt={attempt}
          title={latest ? t('test.submittedTitle') : t('test.keptTitle', { time: attempt.submitTime })}
        />
        {latest && (latest.kept.score !== latest.score || latest.kept.submitTime !== latest.submitTime) && (
          <p className="shui-page__muted">
            {t('test.keptBetter', { score: latest.kept.score, total: latest.kept.total })}
          </p>
        )}
        <Button
          onClick={() => {
            setAnswers({});
            setMissing(null);
            submit.reset();
            setAnswering(true);
          }}
        >
          {t('test.again')}
        </Button>
      </div>
    );
  }

  const send = () => {
    const blank = unanswered(test.questions, answers);
    if (blank.length > 0) {
      setMissing(blank.length);
      return;
    }
    setMissing(null);
    submit.mutate(answersBody(answers), { onSuccess: () => setAnswering(false) });
  };

  return (
    <form
      className="shui-test"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <ol className="shui-stack shui-stack--loose">
        {test.questions.map((question, index) => {
          const legendId = `${id}-q${question.questionId}`;
          return (
            <li key={question.questionId} className="shui-test__question">
              <p id={legendId} className="shui-test__stem">
                {index + 1}. {question.stem}
              </p>
              <Radio.Group
                aria-labelledby={legendId}
                className="shui-test__choices"
                vertical
                value={answers[question.questionId]}
                onChange={(event) =>
                  setAnswers((current) => ({
                    ...current,
                    [question.questionId]: event.target.value as Choice,
                  }))
                }
                options={CHOICES.map(({ letter, field }) => ({
                  value: letter,
                  label: `${letter}. ${question[field]}`,
                }))}
              />
            </li>
          );
        })}
      </ol>
      {missing !== null && (
        <Alert type="warning" showIcon role="alert" title={t('test.missing', { count: missing })} />
      )}
      <div className="shui-test__actions">
        <Button type="primary" htmlType="submit" loading={busy(submit.isPending)}>
          {t('test.submit')}
        </Button>
        {test.attempt && <Button onClick={() => setAnswering(false)}>{t('test.showKept')}</Button>}
      </div>
    </form>
  );
}
