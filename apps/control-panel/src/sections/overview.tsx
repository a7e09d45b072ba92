import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Row, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { JudgeContainment } from '@shui/contract';
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
            <JudgeContainmentBlock judge={data.judge} />
          </>
        )}
      </Loaded>
    </>
  );
}

const MODE_COLOURS = { namespaces: 'green', 'permissions-only': 'orange', none: 'red' } as const;
/** The guarantees of the report, in the order the contract lists them. */
const GUARANTEES = [
  'noNetwork',
  'noHostFiles',
  'noWrites',
  'noProcesses',
  'ownPidNamespace',
  'diesWithFakeApi',
] as const satisfies ReadonlyArray<keyof JudgeContainment>;

/** How the practice judge contains submitted code on the fake API's host (health's `judge`). */
export function JudgeContainmentBlock({ judge }: { judge: JudgeContainment }) {
  const t = useT();
  return (
    <section aria-labelledby="overview-judge">
      <Typography.Title level={2} className="panel-subtitle" id="overview-judge">
        {t('overview.judge.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('overview.judge.intro')}</Typography.Paragraph>
      <Card size="small">
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('overview.judge.mode')}>
            <span>
              <Tag color={MODE_COLOURS[judge.mode]}>{judge.mode}</Tag>
              {t(`overview.judge.mode.${judge.mode}`)}
            </span>
          </Descriptions.Item>
          {GUARANTEES.map((key) => (
            <Descriptions.Item key={key} label={t(`overview.judge.${key}`)}>
              {judge[key] ? (
                <Typography.Text type="success">
                  <CheckCircleOutlined aria-hidden /> {t('overview.judge.yes')}
                </Typography.Text>
              ) : (
                <Typography.Text type={judge.mode === 'none' ? 'danger' : 'warning'}>
                  <CloseCircleOutlined aria-hidden /> {t('overview.judge.no')}
                </Typography.Text>
              )}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('overview.judge.memory')}>
            {judge.memoryLimitMiB === null
              ? t('overview.judge.memoryUnlimited')
              : t('overview.judge.memoryMiB', { mib: judge.memoryLimitMiB })}
          </Descriptions.Item>
          <Descriptions.Item label={t('overview.judge.notes')}>
            {judge.notes.length === 0 ? (
              <Typography.Text type="secondary">{t('overview.judge.noNotes')}</Typography.Text>
            ) : (
              <ul className="panel-judge-notes" lang="en">
                {judge.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </section>
  );
}
