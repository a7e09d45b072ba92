import { Alert, App, Button, Card, Empty, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QA_TEXT_MAX, type TeacherCourse } from '@shui/contract';
import { ui } from '../../../config/ui';
import { busy } from '../../../components/busy';
import { formatBackendMinute, parseBackendTime, relativeTime } from '../../../lib/relative-time';
import { pendingCount, questionsOf, type StudentQuestion } from '../dashboard-data';
import { useAnswerQuestion } from '../api/answer-question';
import { useStudentQuestions } from '../api/get-student-questions';
import { CardError, CardLoading } from './card-states';

export const QUESTIONS_HEADING_ID = 'shui-teacher-questions';

/** The teacher's answer to one question (a first one, or a correction): the student is notified. */
function AnswerForm({ question, onDone }: { question: StudentQuestion; onDone: () => void }) {
  const { t } = useTranslation('teacher');
  const { message } = App.useApp();
  const id = useId();
  const [text, setText] = useState(question.answer ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useAnswerQuestion();
  const send = () => {
    if (text.trim() === '') {
      setProblem(t('questions.emptyAnswer'));
      return;
    }
    setProblem(null);
    answer.mutate(
      { id: question.id, answer: text.trim() },
      {
        onSuccess: () => {
          void message.success(t('questions.sent'), ui.successToastMs / 1000);
          onDone();
        },
      },
    );
  };
  return (
    <div className="shui-teacher__answer-form">
      <label htmlFor={`${id}-answer`} className="shui-visually-hidden">
        {t('questions.answerLabel', { question: question.question })}
      </label>
      <Input.TextArea
        id={`${id}-answer`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={QA_TEXT_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={t('questions.placeholder')}
        autoFocus
      />
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      <div className="shui-teacher__answer-actions">
        <Button type="primary" onClick={send} loading={busy(answer.isPending)}>
          {t('questions.send')}
        </Button>
        <Button onClick={onDone}>{t('questions.cancel')}</Button>
      </div>
    </div>
  );
}

/** The students' questions of the course, newest first: question, student, time, answered or not. */
export function QuestionsCard({ course }: { course: TeacherCourse }) {
  const { t } = useTranslation('teacher');
  const questions = useStudentQuestions(true);
  const [answering, setAnswering] = useState<number | null>(null);

  let body;
  if (questions.isError && !questions.isFetching)
    body = <CardError onRetry={() => void questions.refetch()} />;
  else if (!questions.data) body = <CardLoading rows={5} />;
  else {
    const list = questionsOf(questions.data, course.courseId);
    const now = Date.now();
    body =
      list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('questions.empty')} />
      ) : (
        <>
          <p className="shui-teacher__muted">
            {t('questions.count', { count: list.length, pending: pendingCount(list) })}
          </p>
          <ul className="shui-teacher__questions">
            {list.map((q) => {
              const answered = q.answer !== null && q.answer.trim() !== '';
              const at = parseBackendTime(q.createTime);
              return (
                <li key={q.id} className="shui-teacher__question">
                  <p className="shui-teacher__question-text">{q.question}</p>
                  <p className="shui-teacher__question-meta">
                    <span>
                      <span className="shui-visually-hidden">{t('questions.student')}: </span>
                      {q.studentName}
                    </span>
                    <span aria-hidden="true">·</span>
                    <span>
                      <span className="shui-visually-hidden">{t('questions.time')}: </span>
                      <time
                        dateTime={Number.isNaN(at) ? undefined : new Date(at).toISOString()}
                        title={Number.isNaN(at) ? undefined : formatBackendMinute(at)}
                      >
                        {relativeTime(q.createTime, now)}
                      </time>
                    </span>
                    <span
                      className={`shui-teacher__status ${answered ? 'shui-teacher__status--answered' : 'shui-teacher__status--open'}`}
                    >
                      {answered ? t('questions.answered') : t('questions.unanswered')}
                    </span>
                  </p>
                  {answered && answering !== q.id && (
                    <p className="shui-teacher__answer">{t('questions.answer', { answer: q.answer })}</p>
                  )}
                  {answering === q.id ? (
                    <AnswerForm question={q} onDone={() => setAnswering(null)} />
                  ) : (
                    <Button
                      className="shui-teacher__answer-button"
                      size="small"
                      type={answered ? 'link' : 'primary'}
                      aria-label={t(answered ? 'questions.editFor' : 'questions.replyFor', {
                        question: q.question,
                      })}
                      onClick={() => setAnswering(q.id)}
                    >
                      {t(answered ? 'questions.edit' : 'questions.reply')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      );
  }

  return (
    <Card className="shui-teacher__card" title={<h2 id={QUESTIONS_HEADING_ID}>{t('questions.title')}</h2>}>
      <section aria-labelledby={QUESTIONS_HEADING_ID} aria-busy={questions.isFetching}>
        {body}
      </section>
    </Card>
  );
}
