import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ui } from '@shui/contract';
import { useAppNotifier } from '../lib/notifier';
import { useAntdLocale } from '../lib/language';

export const THEME_GREEN = '#1f7a3f';

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
      theme={{ token: { colorPrimary: THEME_GREEN, colorLink: THEME_GREEN, zIndexPopupBase: ui.zIndex } }}
    >
      <AntdApp>
        <NotifierBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
