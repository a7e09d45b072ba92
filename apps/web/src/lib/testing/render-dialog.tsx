import { render, type RenderResult } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ComponentType } from 'react';
import { useAppNotifier } from '../notifier';

export { loadTranslations } from './load-translations';

/** Sends the api client's toasts through the App context, as the portal's providers do. */
function NotifierBridge() {
  useAppNotifier();
  return null;
}

/**
 * Renders a lazily loaded dialog inside antd's App, as the popup host does in the portal. Without motion:
 * jsdom never ends a CSS transition, so leaving states (a loading icon, a closing toast) would stay.
 */
export function renderDialog(Dialog: ComponentType): RenderResult {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntdApp>
        <NotifierBridge />
        <Dialog />
      </AntdApp>
    </ConfigProvider>,
  );
}
