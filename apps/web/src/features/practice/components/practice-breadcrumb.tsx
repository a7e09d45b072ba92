import { useTranslation } from 'react-i18next';
import { PageBreadcrumb, type Crumb } from '../../../components/page-breadcrumb';
import { paths } from '../../../config/paths';

/** 首页 / 校准场 / <the trail>: where the page sits in the portal. */
export function PracticeBreadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <PageBreadcrumb items={[{ label: t('routes.calibrationField'), to: paths.calibrationField }, ...items]} />
  );
}
