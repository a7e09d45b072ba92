import { useTranslation } from 'react-i18next';
import { questionLimits, type QuestionDetail } from '@shui/contract';
import { RichText } from '../../../components/rich-text';
import { RUN_TIME_LIMIT_MS } from '../runner/protocol';
import { Explanation } from './explanation';
import { QuestionMeta } from './question-meta';

/** The statement of a Python or SQL question, its samples and limits, and the explanation once solved. */
export function ProblemPane({ question, loggedIn }: { question: QuestionDetail; loggedIn: boolean }) {
  const { t } = useTranslation('practice');
  return (
    <div className="shui-problem">
      <QuestionMeta question={question} loggedIn={loggedIn} />
      <RichText
        html={question.statementHtml}
        className="shui-practice-statement"
        label={t('practice.statement')}
      />
      {question.samples.length > 0 && (
        <section aria-labelledby="shui-problem-samples">
          <h3 id="shui-problem-samples" className="shui-problem__heading">
            {t('practice.samples')}
          </h3>
          <ol className="shui-stack">
            {question.samples.map((sample, i) => (
              <li key={i} className="shui-problem__sample">
                <strong>{t('practice.sample', { n: i + 1 })}</strong>
                <div className="shui-problem__sample-io">
                  <div>
                    <span className="shui-verdict__block-label">{t('practice.sampleInput')}</span>
                    <pre className="shui-verdict__pre">{sample.input}</pre>
                  </div>
                  <div>
                    <span className="shui-verdict__block-label">{t('practice.sampleOutput')}</span>
                    <pre className="shui-verdict__pre">{sample.output}</pre>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
      <section aria-labelledby="shui-problem-limits">
        <h3 id="shui-problem-limits" className="shui-problem__heading">
          {t('practice.limits')}
        </h3>
        <ul className="shui-problem__limits">
          {question.timeLimitMs !== null && (
            <li>{t('practice.timeLimit', { seconds: question.timeLimitMs / 1000 })}</li>
          )}
          {(question.type === 'python' || question.type === 'sql') && (
            <li>{t('practice.memoryLimit', { limit: questionLimits.memoryMiB })}</li>
          )}
          {question.type === 'python' && <li>{t('practice.pythonIo')}</li>}
          {question.ordered !== null && (
            <li>{question.ordered ? t('practice.sqlOrdered') : t('practice.sqlUnordered')}</li>
          )}
          {question.type === 'sql' && <li>{t('practice.sqlHidden')}</li>}
          <li>{t('practice.runLimit', { seconds: RUN_TIME_LIMIT_MS / 1000 })}</li>
        </ul>
      </section>
      <Explanation question={question} loggedIn={loggedIn} level={3} />
    </div>
  );
}
