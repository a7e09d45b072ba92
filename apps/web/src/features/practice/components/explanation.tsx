import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionDetail } from '@shui/contract';
import { RichText } from '../../../components/rich-text';

/** The explanation, once the caller has solved the question (the API sends it only then). */
export function Explanation({
  question,
  loggedIn,
  level = 2,
}: {
  question: QuestionDetail;
  loggedIn: boolean;
  level?: 2 | 3;
}) {
  const { t } = useTranslation('practice');
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={level === 2 ? 'shui-page__section' : undefined} aria-labelledby={id}>
      <Heading id={id} className={level === 2 ? 'shui-page__section-title' : 'shui-problem__heading'}>
        {t('detail.explanation')}
      </Heading>
      {question.explanationHtml ? (
        <RichText html={question.explanationHtml} />
      ) : (
        <p className="shui-page__muted">
          {loggedIn ? t('detail.explanationLocked') : t('detail.explanationVisitor')}
        </p>
      )}
    </section>
  );
}
