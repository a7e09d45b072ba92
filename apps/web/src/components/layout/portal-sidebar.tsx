import {
  CompassOutlined,
  CustomerServiceOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import { App, Dropdown, FloatButton, type GetRef, type MenuProps } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { env } from '../../config/env';
import { answer, emit } from '../../lib/events';
import { useCoversField } from './use-covers-field';
import { useLoggedIn } from './use-logged-in';
import { homePaths, paths } from '../../config/paths';

/** What the assistant feature's panel gets from the sidebar, which owns its open state. */
export interface AssistantSlotState {
  open: boolean;
  close: () => void;
}

/** Hook point for the assistant feature: renders its panel from the sidebar's open state. */
export type RenderAssistant = (state: AssistantSlotState) => ReactNode;

type Panel = 'assistant' | 'help';

/**
 * The floating buttons on the right (tour target `shui-float-buttons`): smart assistant, help menu and
 * back-to-top. The assistant panel and the help menu share one open state, so opening one closes the
 * other, and the state remembers the page it was opened on, so both count as closed after navigating.
 * They never cover a form field: while one lies under them they fade out.
 */
export function PortalSidebar({ renderAssistant }: { renderAssistant?: RenderAssistant }) {
  const { t } = useTranslation(['common', 'layout']);
  const app = App.useApp();
  const { message } = app;
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState<{ panel: Panel; path: string } | null>(null);
  const open: Panel | null = opened?.path === pathname ? opened.panel : null;
  const openPanel = (panel: Panel) => setOpened({ panel, path: pathname });
  const close = () => setOpened(null);

  // FloatButton.Group takes no id prop; the tour finds the group by this id.
  const group = useRef<GetRef<typeof FloatButton.Group>>(null);
  useEffect(() => {
    group.current?.nativeElement.setAttribute('id', 'shui-float-buttons');
  }, []);
  // Over a form field (a phone's dialog or form, a field scrolled under the buttons) the buttons step
  // aside until the field has moved on, unless they are in use.
  const groupElement = useCallback(() => group.current?.nativeElement, []);
  const inTheWay = useCoversField(groupElement, open !== null);

  const toggleAssistant = () => {
    if (!loggedIn) {
      void message.info(t('layout:sidebar.loginFirst'));
      return;
    }
    if (open === 'assistant') return close();
    openPanel('assistant');
    emit('shui:open-assistant', {});
  };

  // A page's own button (the CS101 course assistant) opens the panel as the floating button does.
  useEffect(() =>
    answer('shui:show-assistant', () => {
      if (open !== 'assistant') toggleAssistant();
      return true;
    }),
  );

  const helpItems: MenuProps['items'] = [
    { key: 'tour', icon: <CompassOutlined aria-hidden />, label: t('sidebar.tour') },
    { key: 'feedback', icon: <MessageOutlined aria-hidden />, label: t('sidebar.feedback') },
    { key: 'manual', icon: <ReadOutlined aria-hidden />, label: t('sidebar.manual') },
  ];
  const onHelpItem = (key: string) => {
    close();
    if (key === 'tour') {
      if (homePaths.includes(pathname)) emit('shui:start-tour', {});
      else void navigate(`${paths.home}?tour=1`);
    } else if (key === 'feedback') {
      void import('./feedback-group-dialog').then((dialog) => dialog.openFeedbackGroupDialog(app, t));
    } else if (key === 'manual') {
      window.open(env.helpSite, '_blank', 'noopener');
    }
  };

  return (
    <>
      <FloatButton.Group
        ref={group}
        shape="circle"
        className={inTheWay ? 'shui-float-buttons is-out-of-the-way' : 'shui-float-buttons'}
      >
        <FloatButton
          icon={<CustomerServiceOutlined />}
          type={open === 'assistant' ? 'primary' : 'default'}
          tooltip={{ title: t('sidebar.assistant'), placement: 'left' }}
          aria-label={t('sidebar.assistant')}
          aria-pressed={open === 'assistant'}
          onClick={toggleAssistant}
        />
        <Dropdown
          trigger={['click']}
          placement="leftBottom"
          autoFocus
          open={open === 'help'}
          onOpenChange={(next, { source }) => {
            if (source === 'trigger') {
              if (next) openPanel('help');
              else if (open === 'help') close();
            }
          }}
          menu={{ items: helpItems, onClick: ({ key }) => onHelpItem(key) }}
        >
          <FloatButton
            icon={<QuestionCircleOutlined />}
            type={open === 'help' ? 'primary' : 'default'}
            tooltip={open === 'help' ? undefined : { title: t('sidebar.help'), placement: 'left' }}
            aria-label={t('sidebar.help')}
            aria-haspopup="menu"
            aria-expanded={open === 'help'}
          />
        </Dropdown>
        <FloatButton.BackTop
          tooltip={{ title: t('sidebar.backToTop'), placement: 'left' }}
          aria-label={t('sidebar.backToTop')}
        />
      </FloatButton.Group>
      {renderAssistant?.({ open: open === 'assistant', close })}
    </>
  );
}
