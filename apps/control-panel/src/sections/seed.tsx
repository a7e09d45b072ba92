import { App, Button, Card, Form, Input, InputNumber, Popconfirm, Progress, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { bulkSeedInputSchema } from '@shui/contract';
import { admin, failureText } from '../lib/admin';
import { useT } from '../lib/i18n';
import { seedBatches, type SeedRequest } from '../lib/seed-plan';
import { SectionHeader } from '../lib/ui';

interface Progressing {
  users: number;
  notifications: number;
  organisations: number;
  total: number;
  percent: number;
  state: 'running' | 'done' | 'stopped' | 'failed';
  error?: string;
}

const counts = ({ users, notifications, organisations, total }: Progressing) => ({
  users,
  notifications,
  organisations,
  total,
});

/** Reset to the seed, and generate organisations, users and notifications in batches with a progress bar. */
export function SeedSection() {
  const t = useT();
  const { message } = App.useApp();
  const [resetting, setResetting] = useState(false);
  const [progress, setProgress] = useState<Progressing>();
  const stop = useRef(false);

  const reset = async () => {
    setResetting(true);
    try {
      const { users } = await admin('reset');
      void message.success(t('seed.resetDone', { users }));
    } catch (error) {
      void message.error(failureText(error, t));
    } finally {
      setResetting(false);
    }
  };

  const generate = async (values: Omit<SeedRequest, 'run'>) => {
    const batches = seedBatches({ ...values, run: Date.now().toString(36).slice(-5) });
    if (batches.length === 0) {
      void message.info(t('seed.nothing'));
      return;
    }
    stop.current = false;
    const done = { users: 0, notifications: 0, organisations: 0 };
    const step = (state: Progressing['state'], error?: string, finished = done.users) =>
      setProgress({
        ...done,
        total: values.users,
        percent: values.users === 0 ? 100 : Math.round((finished / values.users) * 100),
        state,
        error,
      });
    step('running');
    for (const batch of batches) {
      if (stop.current) return step('stopped');
      try {
        const { added } = await admin('seed', { body: bulkSeedInputSchema.parse(batch) });
        done.users += added.users;
        done.notifications += added.notifications;
        done.organisations += added.organisations;
        step('running');
      } catch (error) {
        return step('failed', failureText(error, t));
      }
    }
    step('done', undefined, values.users);
  };

  const running = progress?.state === 'running';
  return (
    <>
      <SectionHeader title={t('seed.title')} />
      <div className="panel-two-columns">
        <Card size="small" title={<h2 className="panel-card-title">{t('seed.reset')}</h2>}>
          <Typography.Paragraph>{t('seed.resetIntro')}</Typography.Paragraph>
          <Popconfirm
            title={t('seed.resetConfirm')}
            okText={t('seed.reset')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={() => void reset()}
          >
            <Button danger loading={resetting} disabled={running}>
              {resetting ? t('seed.resetting') : t('seed.reset')}
            </Button>
          </Popconfirm>
        </Card>
        <Card size="small" title={<h2 className="panel-card-title">{t('seed.generate')}</h2>}>
          <Typography.Paragraph>{t('seed.generateIntro')}</Typography.Paragraph>
          <Form<Omit<SeedRequest, 'run'>>
            layout="vertical"
            initialValues={{ organisations: 2, users: 100, notificationsPerUser: 3, prefix: 'qa' }}
            onFinish={(values) => void generate(values)}
            disabled={running}
          >
            <div className="panel-form-grid">
              <Form.Item name="organisations" label={t('seed.organisations')} rules={[{ required: true }]}>
                <InputNumber<number> min={0} max={10_000} precision={0} className="panel-full" />
              </Form.Item>
              <Form.Item name="users" label={t('seed.users')} rules={[{ required: true }]}>
                <InputNumber<number> min={0} max={100_000} precision={0} className="panel-full" />
              </Form.Item>
              <Form.Item
                name="notificationsPerUser"
                label={t('seed.notificationsPerUser')}
                rules={[{ required: true }]}
              >
                <InputNumber<number> min={0} max={100} precision={0} className="panel-full" />
              </Form.Item>
              <Form.Item
                name="prefix"
                label={t('seed.prefix')}
                rules={[{ required: true, pattern: /^[\w.-]{1,20}$/, message: t('seed.prefixRule') }]}
              >
                <Input />
              </Form.Item>
            </div>
            <Space>
              <Button type="primary" htmlType="submit" loading={running}>
                {t('seed.start')}
              </Button>
              {running && (
                <Button htmlType="button" disabled={false} onClick={() => (stop.current = true)}>
                  {t('seed.stop')}
                </Button>
              )}
            </Space>
          </Form>
          {progress && (
            <div className="panel-block" role="status" aria-live="polite">
              <Progress
                percent={progress.percent}
                status={
                  progress.state === 'failed' ? 'exception' : progress.state === 'done' ? 'success' : 'active'
                }
                aria-label={t('seed.generate')}
              />
              <Typography.Text type={progress.state === 'failed' ? 'danger' : undefined}>
                {progress.state === 'done'
                  ? t('seed.done', counts(progress))
                  : progress.state === 'stopped'
                    ? t('seed.stopped', counts(progress))
                    : progress.state === 'failed'
                      ? t('seed.failed', { message: progress.error ?? '' })
                      : t('seed.progress', counts(progress))}
              </Typography.Text>
            </div>
          )}
        </Card>
      </div>
    </>
  );
}
