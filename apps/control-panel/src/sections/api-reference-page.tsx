import { Alert, Spin } from 'antd';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { ADMIN_BASE } from '@shui/contract';
import { useT } from '../lib/i18n';
import { SectionHeader } from '../lib/ui';

/** Loaded only when this page is opened: the reference is large and no other page needs it. */
const ApiReference = lazy(() => import('../api-reference'));

/** The OpenAPI document the fake API serves, made from the contract. */
export const OPENAPI_URL = `${ADMIN_BASE}/openapi.json`;

class LoadBoundary extends Component<
  { fallback: (error: Error) => ReactNode; children: ReactNode },
  { error?: Error }
> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export function ApiReferencePage() {
  const t = useT();
  return (
    <>
      <SectionHeader title={t('api.title')} />
      <LoadBoundary
        fallback={(error) => (
          <Alert type="error" showIcon title={t('api.failed', { message: error.message })} />
        )}
      >
        <Suspense
          fallback={
            <div className="panel-loading" role="status">
              <Spin /> <span>{t('api.loading')}</span>
            </div>
          }
        >
          <ApiReference url={OPENAPI_URL} />
        </Suspense>
      </LoadBoundary>
    </>
  );
}
