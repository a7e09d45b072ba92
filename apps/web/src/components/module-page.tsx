import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteHandles } from './use-route-handles';
import { PageBreadcrumb } from './page-breadcrumb';

/**
 * A page whose module content has not landed yet: its title and its position in the menu, and a plain
 * note saying so. Nothing on it pretends to be the module's content.
 */
export function ModulePage() {
  const { t } = useTranslation();
  const handles = useRouteHandles();
  const current = handles.at(-1);
  const module = current?.module ?? 'other';
  const title = current?.titleKey ? t(`routes.${current.titleKey}`) : t('app.name');
  return (
    <section className="module-page">
      <PageBreadcrumb items={handles.map((h) => ({ label: h.titleKey ? t(`routes.${h.titleKey}`) : '' }))} />
      <Card style={{ marginTop: 16 }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph>{t(`module.${module}`)}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('module.pending')}</Typography.Paragraph>
      </Card>
    </section>
  );
}
