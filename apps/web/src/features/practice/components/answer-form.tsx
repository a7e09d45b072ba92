import { Alert, Button, Input, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { questionLimits, type QuestionDetail, type Submission } from '@shui/contract';
import { busy } from '../../../components/busy';
import { useSubmit } from '../api/submit-answer';
import { askToLogIn } from './ask-login';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The options A-D of a choice question (choice1-4), those the question has. */
export function choicesOf(question: QuestionDetail): Array<{ letter: string; text: string }> {
  return [question.choice1, question.choice2, question.choice3, question.choice4].flatMap((text, i) =>
    text === null ? [] : [{ letter: LETTERS[i]!, text }],
  );
}

/**
 * A choice (A-D) or fill answer and its verdict, judged at once. A visitor may pick and type, and is
 * asked to log in on submit (nothing picked is lost: the login dialog opens over the page).
 */
export function AnswerForm({ question, loggedIn }: { question: QuestionDetail; loggedIn: boolean }) {
  const { t } = useTranslation('practice');
  const navigate = useNavigate();
  const id = useId();
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<Submission | null>(null);
  const submit = useSubmit(setResult);

  const send = () => {
    if (!loggedIn) {
      askToLogIn(navigate);
      return;
    }
    if (answer.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    submit.mutate({ questionId: question.questionId, answer: answer.trim() });
  };

  const choice = question.type === 'choice';
  return (
    <section className="shui-page__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="shui-page__section-title">
        {t('detail.answerTitle')}
      </h2>
      <form
        className="shui-practice-answer"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        {choice ? (
          <Radio.Group
            className="shui-practice-answer__choices"
            aria-label={t('detail.choiceLabel')}
            value={answer || undefined}
            onChange={(event) => {
              setAnswer(String(event.target.value));
              setMissing(false);
              setResult(null);
            }}
            options={choicesOf(question).map(({ letter, text }) => ({
              value: letter,
              label: (
                <span className="shui-practice-answer__choice">
                  <strong>{letter}.</strong> {text}
                </span>
              ),
            }))}
          />
        ) : (
          <label className="shui-practice-answer__fill">
            <span>{t('detail.fillLabel')}</span>
            <Input
              value={answer}
              maxLength={questionLimits.answerMax}
              placeholder={t('detail.fillPlaceholder')}
              onChange={(event) => {
                setAnswer(event.target.value);
                setMissing(false);
                setResult(null);
              }}
              status={missing ? 'error' : undefined}
              aria-invalid={missing}
            />
          </label>
        )}
        {missing && (
          <p className="shui-practice-answer__missing" role="alert">
            {choice ? t('detail.pickFirst') : t('detail.fillFirst')}
          </p>
        )}
        <div className="shui-practice-answer__actions">
          <Button type="primary" htmlType="submit" loading={busy(submit.isPending)}>
            {loggedIn ? t('detail.submit') : t('detail.loginToSubmit')}
          </Button>
          {!loggedIn && <span className="shui-page__muted">{t('detail.visitorHint')}</span>}
        </div>
      </form>
      {result && (
        <Alert
          className="shui-practice-answer__result"
          role="status"
          showIcon
          type={result.verdict === 'accepted' ? 'success' : 'error'}
          title={result.verdict === 'accepted' ? t('detail.right') : t('detail.wrong')}
          description={t('detail.yourAnswer', { answer: result.code })}
        />
      )}
    </section>
  );
}
