import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Popconfirm, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { FakeState } from '@shui/contract';
import { admin, failureText } from '../lib/admin';
import { useT } from '../lib/i18n';
import { byteSize, checkStateFile, exportFileName, type StateFileCheck } from '../lib/state-file';
import { SectionHeader } from '../lib/ui';

/** Export the whole state as a file; import one, checked against the contract before anything changes. */
export function StateSection() {
  const t = useT();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [file, setFile] = useState<{ name: string; check?: StateFileCheck }>();
  const [importing, setImporting] = useState(false);
  const [failure, setFailure] = useState<string>();

  const download = async () => {
    setExporting(true);
    try {
      const state = await admin('exportState');
      const blob = new Blob([JSON.stringify(state, null, 2)], { type: 'application/json' });
      const name = exportFileName(new Date());
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
      void message.success(t('state.downloaded', { file: name, size: byteSize(blob.size) }));
    } catch (error) {
      void message.error(failureText(error, t));
    } finally {
      setExporting(false);
    }
  };

  const read = async (chosen: File) => {
    setFailure(undefined);
    setFile({ name: chosen.name });
    const check = checkStateFile(await chosen.text());
    setFile({ name: chosen.name, check });
  };

  const replace = async (state: FakeState) => {
    setImporting(true);
    setFailure(undefined);
    try {
      const { users } = await admin('importState', { body: state });
      void message.success(t('state.replaced', { users }));
      setFile(undefined);
    } catch (error) {
      setFailure(t('state.failed', { message: failureText(error, t) }));
    } finally {
      setImporting(false);
    }
  };

  const check = file?.check;
  const name = file?.name ?? '';
  return (
    <>
      <SectionHeader title={t('state.title')} />
      <div className="panel-two-columns">
        <Card size="small" title={<h2 className="panel-card-title">{t('state.export')}</h2>}>
          <Typography.Paragraph>{t('state.exportIntro')}</Typography.Paragraph>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void download()}
          >
            {t('state.download')}
          </Button>
        </Card>
        <Card size="small" title={<h2 className="panel-card-title">{t('state.import')}</h2>}>
          <Typography.Paragraph>{t('state.importIntro')}</Typography.Paragraph>
          <Upload.Dragger
            accept=".json,application/json"
            multiple={false}
            showUploadList={false}
            beforeUpload={(chosen) => {
              void read(chosen);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden="true" />
            </p>
            <p className="ant-upload-text">{t('state.choose')}</p>
            <p className="ant-upload-hint">{t('state.chooseHint')}</p>
          </Upload.Dragger>
          <div className="panel-block" role="status" aria-live="polite">
            {file && !check && <Typography.Text>{t('state.reading', { file: file.name })}</Typography.Text>}
            {check && !check.ok && check.reason === 'json' && (
              <Alert
                type="error"
                showIcon
                title={t('state.notJson', { file: name, message: check.message })}
              />
            )}
            {check && !check.ok && check.reason === 'schema' && (
              <Alert
                type="error"
                showIcon
                title={t('state.invalid', { file: name })}
                description={
                  <ul className="panel-issues">
                    {check.issues.map((issue) => (
                      <li key={issue}>
                        <code>{issue}</code>
                      </li>
                    ))}
                    {check.more > 0 && <li>{t('state.moreIssues', { count: check.more })}</li>}
                  </ul>
                }
              />
            )}
            {check?.ok && (
              <Space orientation="vertical">
                <Alert
                  type="success"
                  showIcon
                  title={t('state.valid', {
                    file: name,
                    users: check.users,
                    notifications: check.notifications,
                    organisations: check.organisations,
                  })}
                />
                <Popconfirm
                  title={t('state.replaceConfirm')}
                  okText={t('state.replace')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common.cancel')}
                  onConfirm={() => void replace(check.state)}
                >
                  <Button danger loading={importing}>
                    {t('state.replace')}
                  </Button>
                </Popconfirm>
              </Space>
            )}
            {failure && <Alert type="error" showIcon title={failure} />}
          </div>
        </Card>
      </div>
    </>
  );
}
