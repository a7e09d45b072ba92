import { MenuOutlined } from '@ant-design/icons';
import {
  App as AntApp,
  Badge,
  Button,
  ConfigProvider,
  Drawer,
  Grid,
  Layout,
  Result,
  Segmented,
  Typography,
} from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState } from 'react';
import { BrowserRouter, Link, NavLink, Route, Routes, useLocation } from 'react-router';
import { ADMIN_BASE } from '@shui/contract';
import { I18nProvider, PANEL_LANGUAGES, useI18n, useT, type PanelLanguage } from './lib/i18n';
import { LiveEventsProvider, useLive, type LiveStatus } from './lib/events';
import { sections } from './sections';

const LANGUAGE_NAMES: Record<PanelLanguage, string> = { zh: '中文', en: 'English' };
/** On a phone's header. */
const SHORT_LANGUAGE_NAMES: Record<PanelLanguage, string> = { zh: '中文', en: 'EN' };

export function App() {
  return (
    <I18nProvider>
      <Themed>
        <LiveEventsProvider>
          <BrowserRouter basename={ADMIN_BASE}>
            <Shell />
          </BrowserRouter>
        </LiveEventsProvider>
      </Themed>
    </I18nProvider>
  );
}

function Themed({ children }: { children: React.ReactNode }) {
  const { language } = useI18n();
  return (
    <ConfigProvider
      locale={language === 'zh' ? zhCN : enUS}
      theme={{
        token: {
          colorPrimary: '#1f4e8c',
          borderRadius: 6,
          // antd's greys for secondary text are below 4.5:1 on its grey page background (axe).
          colorTextSecondary: '#595959',
          colorTextDescription: '#595959',
          colorTextTertiary: '#595959',
          // antd's red (#ff4d4f) is 3.3:1 on white: a danger button's text would fail axe.
          colorError: '#cf1322',
        },
      }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

const STATUS_BADGE: Record<LiveStatus, 'success' | 'processing' | 'warning' | 'error'> = {
  open: 'success',
  connecting: 'processing',
  reconnecting: 'warning',
  closed: 'error',
};

/** The stream's state; on a phone the words are for screen readers only, beside the coloured dot. */
function LiveBadge({ compact }: { compact: boolean }) {
  const t = useT();
  const { status, reconnect } = useLive();
  const text = t(`app.live.${status}`);
  return (
    <span className="panel-live" role="status" aria-live="polite" title={text}>
      <Badge
        status={STATUS_BADGE[status]}
        text={compact ? <span className="panel-visually-hidden">{text}</span> : text}
      />
      {status === 'closed' && (
        <Button size="small" onClick={reconnect}>
          {t('app.live.retry')}
        </Button>
      )}
    </span>
  );
}

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <nav aria-label={t('app.nav')} className="panel-nav">
      <ul>
        {sections.map((section) => (
          <li key={section.path}>
            <NavLink to={section.path} end onClick={onNavigate}>
              <span aria-hidden="true">{section.icon}</span>
              <span>{t(section.title)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Shell() {
  const t = useT();
  const { language, setLanguage } = useI18n();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg ?? true;
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const { status } = useLive();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const current = sections.find((s) => s.path === location.pathname);
  useEffect(() => {
    document.title = current ? `${t(current.title)} · ${t('app.title')}` : t('app.title');
  }, [current, t]);

  return (
    <Layout className="panel-layout">
      <Layout.Header className="panel-header">
        {!wide && (
          <Button
            icon={<MenuOutlined />}
            aria-label={t('app.menu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          />
        )}
        <Link to="/" className="panel-brand">
          {t('app.title')}
        </Link>
        {wide && (
          <Typography.Text type="secondary" className="panel-origin">
            {t('app.subtitle', { origin: window.location.host })}
          </Typography.Text>
        )}
        <span className="panel-header-spacer" />
        <LiveBadge compact={!wide} />
        <Segmented<PanelLanguage>
          aria-label={t('app.language')}
          size="small"
          value={language}
          onChange={setLanguage}
          options={PANEL_LANGUAGES.map((value) => ({
            value,
            label: (wide ? LANGUAGE_NAMES : SHORT_LANGUAGE_NAMES)[value],
          }))}
        />
      </Layout.Header>
      <Layout>
        {wide && (
          <Layout.Sider width={232} theme="light" className="panel-sider">
            <Navigation />
          </Layout.Sider>
        )}
        {!wide && (
          <Drawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            placement="left"
            size={280}
            title={t('app.title')}
          >
            <Navigation onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        )}
        <Layout.Content className="panel-content">
          <div className="panel-main">
            {status === 'closed' && (
              <Typography.Paragraph type="warning" className="panel-closed-hint">
                {t('app.live.closedHint')}
              </Typography.Paragraph>
            )}
            <Routes>
              {sections.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Routes>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

function NotFound() {
  const t = useT();
  return (
    <Result
      status="404"
      title={<h1 className="panel-result-title">{t('notFound.title')}</h1>}
      extra={<Link to="/">{t('notFound.back')}</Link>}
    />
  );
}
