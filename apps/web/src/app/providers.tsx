import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ui } from '@shui/contract';
import { useAppNotifier } from '../lib/notifier';
import { useAntdLocale } from '../lib/language';

export const THEME_GREEN = '#1f7a3f';
/** antd's red-7 and the layout's muted text (--shui-muted): both above 4.5:1 on white. */
const ERROR_RED = '#cf1322';
const MUTED_TEXT = '#5b6b60';

/** Sends the api client's toasts and the 401 modal through antd's App context (theme, locale). */
function NotifierBridge() {
  useAppNotifier();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <ConfigProvider
      locale={locale}
      theme={{
        token: {
          colorPrimary: THEME_GREEN,
          colorLink: THEME_GREEN,
          zIndexPopupBase: ui.zIndex,
          // antd's defaults (#ff4d4f, 45 % black) fall below 4.5:1 on white: form errors and hints must be read.
          colorError: ERROR_RED,
          colorTextDescription: MUTED_TEXT,
        },
      }}
    >
      <AntdApp>
        <NotifierBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
