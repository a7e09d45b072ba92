import {
  ApiOutlined,
  BugOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  KeyOutlined,
  MailOutlined,
  SaveOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';
import type { MessageKey } from './lib/messages';
import { ApiReferencePage } from './sections/api-reference-page';
import { DataSection } from './sections/data';
import { FaultsSection } from './sections/faults';
import { JournalSection } from './sections/journal';
import { OutboxSection } from './sections/outbox';
import { OverviewSection } from './sections/overview';
import { ScenariosSection } from './sections/scenarios';
import { SeedSection } from './sections/seed';
import { StateSection } from './sections/state';
import { TokensSection } from './sections/tokens';

export interface Section {
  /** The client route under /__admin (the overview is /__admin/ itself). */
  path: string;
  title: MessageKey;
  icon: ReactNode;
  Component: ComponentType;
}

/**
 * The panel's sections, in the order of the menu. Their routes are /__admin/ui/<name>: none of them
 * can be taken for a route of the control plane (docs/decisions.md 44).
 */
export const sections: readonly Section[] = [
  { path: '/', title: 'nav.overview', icon: <DashboardOutlined />, Component: OverviewSection },
  {
    path: '/ui/scenarios',
    title: 'nav.scenarios',
    icon: <ExperimentOutlined />,
    Component: ScenariosSection,
  },
  { path: '/ui/faults', title: 'nav.faults', icon: <BugOutlined />, Component: FaultsSection },
  { path: '/ui/outbox', title: 'nav.outbox', icon: <MailOutlined />, Component: OutboxSection },
  { path: '/ui/journal', title: 'nav.journal', icon: <UnorderedListOutlined />, Component: JournalSection },
  { path: '/ui/data', title: 'nav.data', icon: <TeamOutlined />, Component: DataSection },
  { path: '/ui/seed', title: 'nav.seed', icon: <DatabaseOutlined />, Component: SeedSection },
  { path: '/ui/state', title: 'nav.state', icon: <SaveOutlined />, Component: StateSection },
  { path: '/ui/tokens', title: 'nav.tokens', icon: <KeyOutlined />, Component: TokensSection },
  {
    path: '/ui/api-reference',
    title: 'nav.apiReference',
    icon: <ApiOutlined />,
    Component: ApiReferencePage,
  },
];
