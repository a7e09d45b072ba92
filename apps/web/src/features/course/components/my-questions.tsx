import { Alert, Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QA_TEXT_MAX } from '@shui/contract';
import { busy } from '../../../components/busy';
import { LoadFailed, SectionSkeleton } from '../../../components/load-states';
import { useAskQuestion } from '../api/ask-question';
import { useMyQuestions } from '../api/get-my-questions';

const SECTION_ID = 'shui-course-questions';

/**
 * A student's questions to the course's teacher, newest first, each with the teacher's answer or a
 * note that it awaits one, and the form to ask another (the teacher answers in the teacher view, and the
 * student is notified).
 */
export function MyQuestions({ courseId }: { courseId: number }) {
  const { t } = useTranslation('course');
  const id = useId();
  const questions = useMyQuestions(courseId);
  const ask = useAskQuestion(courseId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const send = () => {
    if (text.trim() === '') {
      setProblem(t('questions.emptyQuestion'));
      return;
    }
    setProblem(null);
    ask.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  let list;
  if (questions.isPending) list = <SectionSkeleton rows={2} title={false} />;
  else if (questions.isError)
    list = (
      <LoadFailed
        compact
        title={t('questions.failed')}
        onRetry={() => void questions.refetch()}
        retrying={questions.isFetching}
      />
    );
  else if (questions.data.length === 0) list = <p className="shui-page__muted">{t('questions.none')}</p>;
  else
    list = (
      <ul className="shui-questions">
        {questions.data.map((q) => (
          <li key={q.id} className="shui-questions__item">
            <p className="shui-questions__question">{q.question}</p>
            <p className="shui-page__muted shui-questions__time">
              {t('questions.askedAt', { time: q.createTime })}
            </p>
            {q.answer === null ? (
              <p className="shui-questions__waiting">{t('questions.waiting')}</p>
            ) : (
              <p className="shui-questions__answer">
                <span className="shui-questions__answer-label">{t('questions.answerLabel')}</span>
                {q.answer}
              </p>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section className="shui-page__section" aria-labelledby={SECTION_ID}>
      <h2 id={SECTION_ID} className="shui-page__section-title">
        {t('questions.title')}
      </h2>
      <div className="shui-questions__form">
        <label className="shui-homework__label" htmlFor={`${id}-ask`}>
          {t('questions.askLabel')}
        </label>
        <Input.TextArea
          id={`${id}-ask`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={QA_TEXT_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('questions.placeholder')}
        />
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
        <Button type="primary" onClick={send} loading={busy(ask.isPending)}>
          {t('questions.ask')}
        </Button>
      </div>
      {list}
    </section>
  );
}
