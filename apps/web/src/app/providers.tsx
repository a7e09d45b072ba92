import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ui } from '../config/ui';
import { useAppNotifier } from '../lib/notifier';
import { useAntdLocale } from '../lib/language';
import { useMediaQuery } from '../components/layout/use-media-query';
import { THEME_GREEN } from '../config/theme';

/** A user who asked the system for less motion gets antd without its animations (and the e2e suite). */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * antd's default error red (#ff4d4f), secondary grey (45 % black) and the lighter green of a hovered
 * primary button are below WCAG AA's 4.5:1 for form messages, hints, breadcrumbs and a button's white
 * text; these pass on white and on the page grey. The background of a selected list item (derived from
 * the green, a grey-green) left its green text at 2.8:1; these light greens keep it at 4.9:1 (4.5:1
 * hovered or focused).
 */
const READABLE_TOKENS = {
  colorError: '#cf1322',
  colorTextDescription: '#5b6b60',
  colorPrimaryHover: '#165c2f',
  colorPrimaryActive: '#124a26',
  controlItemBgActive: '#eef6f0',
  controlItemBgActiveHover: '#e3efe6',
};

/** Sends the api client's toasts and the 401 modal through antd's App context (theme, locale). */
function NotifierBridge() {
  useAppNotifier();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  return (
    <ConfigProvider
      locale={locale}
      theme={{
        token: {
          colorPrimary: THEME_GREEN,
          colorLink: THEME_GREEN,
          zIndexPopupBase: ui.zIndex,
          motion: !reducedMotion,
          ...READABLE_TOKENS,
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
