import { useTranslation } from 'react-i18next';
import type { QuestionDetail } from '@shui/contract';
import { percent } from '../question-format';
import { DifficultyTag, StatusIcon, TypeTag } from './question-labels';

/** A question's labels: type, difficulty, tags, pass rate and (logged in) the caller's standing. */
export function QuestionMeta({ question, loggedIn }: { question: QuestionDetail; loggedIn: boolean }) {
  const { t } = useTranslation('practice');
  const rate = percent(question.passRate);
  return (
    <div className="shui-practice-meta">
      <TypeTag type={question.type} />
      <DifficultyTag difficulty={question.difficulty} />
      {question.tags.map((tag) => (
        <span key={tag} className="shui-practice-meta__tag">
          {tag}
        </span>
      ))}
      <span className="shui-page__muted">
        {rate === null
          ? t('list.noSubmissions')
          : t('detail.passRate', { rate, accepted: question.accepted, submitted: question.submitted })}
      </span>
      {loggedIn && <StatusIcon status={question.status} withText />}
    </div>
  );
}
