import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuestionDetail } from '@shui/contract';

/** Previous / next question of the set, each where that question is answered (`to`). */
export function QuestionNav({
  question,
  to,
  className,
}: {
  question: QuestionDetail;
  to: (questionId: number) => string;
  className?: string;
}) {
  const { t } = useTranslation('practice');
  return (
    <nav
      className={className ? `shui-practice-nav ${className}` : 'shui-practice-nav'}
      aria-label={t('detail.navLabel')}
    >
      {question.prevId === null ? (
        <span className="shui-practice-nav__none" aria-disabled="true">
          <LeftOutlined aria-hidden /> {t('detail.prev')}
        </span>
      ) : (
        <Link className="shui-practice-nav__link" to={to(question.prevId)} rel="prev">
          <LeftOutlined aria-hidden /> {t('detail.prev')}
        </Link>
      )}
      {question.nextId === null ? (
        <span className="shui-practice-nav__none" aria-disabled="true">
          {t('detail.next')} <RightOutlined aria-hidden />
        </span>
      ) : (
        <Link className="shui-practice-nav__link" to={to(question.nextId)} rel="next">
          {t('detail.next')} <RightOutlined aria-hidden />
        </Link>
      )}
    </nav>
  );
}
