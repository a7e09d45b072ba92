import { Card, Col, Descriptions, Row, Statistic, Tag } from 'antd';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { useAdminData } from '../lib/use-admin-data';
import { Loaded, SectionHeader, useTimeFormat } from '../lib/ui';

/** Health and counts, refreshed by the live stream whenever data, faults or scenarios change. */
export function OverviewSection() {
  const t = useT();
  const time = useTimeFormat();
  const health = useAdminData('health', ['state', 'faults', 'scenarios']);
  const data = health.data;
  const started = data ? new Date(Date.now() - data.uptimeMs).toISOString() : '';
  const counts = data
    ? ([
        ['overview.users', data.users, '/ui/data'],
        ['overview.notifications', data.notifications, '/ui/data'],
        ['overview.organisations', data.organisations, '/ui/data'],
        ['overview.faults', data.faults, '/ui/faults'],
      ] as const)
    : [];
  return (
    <>
      <SectionHeader title={t('overview.title')} intro={t('overview.intro')} />
      <Loaded loading={health.loading} error={health.error} retry={health.reload}>
        {data && (
          <>
            <Row gutter={[16, 16]}>
              {counts.map(([key, value, to]) => (
                <Col key={key} xs={12} md={6}>
                  <Card size="small">
                    <Link to={to} className="panel-stat-link">
                      <Statistic title={t(key)} value={value} />
                    </Link>
                  </Card>
                </Col>
              ))}
            </Row>
            <Card size="small" className="panel-block">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('overview.scenarios')}>
                  {data.scenarios.length === 0 ? (
                    <Link to="/ui/scenarios">{t('overview.noScenario')}</Link>
                  ) : (
                    data.scenarios.map((name) => (
                      <Tag key={name} color="volcano">
                        {name}
                      </Tag>
                    ))
                  )}
                </Descriptions.Item>
                <Descriptions.Item label={t('overview.state')}>
                  {data.state === 'memory' ? t('overview.stateMemory') : <code>{data.state}</code>}
                </Descriptions.Item>
                <Descriptions.Item label={t('overview.started')}>{time(started, true)}</Descriptions.Item>
              </Descriptions>
            </Card>
          </>
        )}
      </Loaded>
    </>
  );
}
