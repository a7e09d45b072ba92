import { useTranslation } from 'react-i18next';
import type { QuestionType } from '@shui/contract';
import { usePageTitle } from '../../lib/document-title';

/** The practice page (`practice`) and its four sub-pages. */
export type PracticeTitlePage = 'practice' | 'topSidebar' | 'editor' | 'problem' | 'judge';

/** The language of a question's practice: Python, SQL, or neither (a choice or fill question). */
const language = (type: QuestionType) => (type === 'python' || type === 'sql' ? type : 'other');

/**
 * A practice page's name for a question of `type` (SQL 练习 for an SQL question, not the route's Python
 * 练习); the tab says it after the question's title while the page shows the question.
 */
export function usePracticeTitle(
  page: PracticeTitlePage,
  question: { title: string; type: QuestionType } | undefined,
): string | undefined {
  const { t } = useTranslation('practice');
  const name = question ? t(`titles.${page}.${language(question.type)}`) : undefined;
  usePageTitle(question && name ? t('titles.tab', { title: question.title, page: name }) : undefined);
  return name;
}
