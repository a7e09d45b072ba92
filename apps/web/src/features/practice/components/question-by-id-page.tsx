import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionDetail } from '@shui/contract';
import { ByIdPage } from '../../../components/by-id-page';
import { paths } from '../../../config/paths';
import { useQuestion } from '../api/get-question';
import { PracticeBreadcrumb } from './practice-breadcrumb';

interface QuestionByIdPageProps {
  /** The id read from the address: null when it is missing or not an id. */
  questionId: number | null;
  /** The page's route name (`common:routes.<route>`): the last step of the trail until it loads. */
  route: 'questionDetail' | 'pythonPractice';
  /** Lines of the first load's skeleton. */
  skeletonRows?: number;
  /** The page, once the question has loaded. */
  children: (question: QuestionDetail) => ReactNode;
}

/**
 * A page of the question named by its address (its detail or its practice page): not found, loading
 * or failed under the calibration field's trail, then the page.
 */
export function QuestionByIdPage({ questionId, route, skeletonRows, children }: QuestionByIdPageProps) {
  const { t } = useTranslation(['practice', 'common']);
  const query = useQuestion(questionId);
  return (
    <ByIdPage
      id={questionId}
      query={query}
      className="shui-page shui-practice"
      breadcrumb={
        <PracticeBreadcrumb
          items={[
            { label: t('common:routes.questionSelect'), to: paths.questionSelect },
            { label: t(`common:routes.${route}`) },
          ]}
        />
      }
      title={t(`common:routes.${route}`)}
      notFound={{ title: t('detail.notFound'), text: t('detail.notFoundText') }}
      back={{ to: paths.questionSelect, label: t('detail.backToList') }}
      failedTitle={t('detail.failed')}
      skeletonRows={skeletonRows}
    >
      {children}
    </ByIdPage>
  );
}
