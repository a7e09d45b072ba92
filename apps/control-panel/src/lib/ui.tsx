import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Spin, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { failureText } from './admin';
import { useI18n, useT } from './i18n';

/** A section's heading (the page's h1) and what the section is for. */
export function SectionHeader({ title, intro, extra }: { title: string; intro?: string; extra?: ReactNode }) {
  return (
    <header className="panel-section-header">
      <div className="panel-section-heading">
        <Typography.Title level={1}>{title}</Typography.Title>
        {extra}
      </div>
      {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
    </header>
  );
}

/** Copies `text`; says so with a message. `label` names what is copied, for screen readers. */
export function CopyButton({ text, label, children }: { text: string; label: string; children?: ReactNode }) {
  const t = useT();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('common.copied'));
    } catch {
      void message.error(t('common.copyFailed'));
    }
  };
  const button = (
    <Button icon={<CopyOutlined />} aria-label={label} onClick={() => void copy()} size="small">
      {children}
    </Button>
  );
  return children ? button : <Tooltip title={label}>{button}</Tooltip>;
}

/** A failed read, with its reason and a way to try again. */
export function LoadError({ error, retry }: { error: unknown; retry?: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={t('common.error', { message: failureText(error, t) })}
      action={
        retry && (
          <Button size="small" onClick={retry}>
            {t('common.retry')}
          </Button>
        )
      }
    />
  );
}

/** Loading, then an error, then either `empty` or the children. */
export function Loaded({
  loading,
  error,
  retry,
  isEmpty,
  empty,
  children,
}: {
  loading: boolean;
  error: unknown;
  retry?: () => void;
  isEmpty?: boolean;
  empty?: string;
  children: ReactNode;
}) {
  const t = useT();
  if (loading)
    return (
      <div className="panel-loading" role="status">
        <Spin /> <span>{t('common.loading')}</span>
      </div>
    );
  return (
    <>
      {error !== undefined && <LoadError error={error} retry={retry} />}
      {isEmpty ? <Empty description={empty} image={Empty.PRESENTED_IMAGE_SIMPLE} /> : children}
    </>
  );
}

/** An HTTP status, coloured by its class. */
export function StatusTag({ status }: { status: number }) {
  const color = status >= 500 ? 'red' : status >= 400 ? 'orange' : status >= 300 ? 'blue' : 'green';
  return <Tag color={color}>{status}</Tag>;
}

/** A time of the fake API (ISO) as the panel's language writes it. */
export function useTimeFormat(): (iso: string, withDate?: boolean) => string {
  const { language } = useI18n();
  const locale = language === 'zh' ? 'zh-CN' : 'en-GB';
  return (iso, withDate = false) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    return date.toLocaleString(locale, {
      ...(withDate ? { year: 'numeric', month: '2-digit', day: '2-digit' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    });
  };
}
