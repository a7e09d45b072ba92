import {
  AppstoreOutlined,
  DesktopOutlined,
  DownOutlined,
  LaptopOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { useLoggedIn } from './use-logged-in';
import { useIsTeacher } from './use-teacher-role';

interface MoreLink {
  key: 'teacherAdmin' | 'newStudentCourse' | 'cloudDesktop';
  icon: ReactNode;
  /**
   * An address of the environment, opened in a new tab (read when drawn: the environment is installed
   * after this module may have run); routes stay in the portal.
   */
  address?: 'teacherAdmin' | 'newStudentCourse';
  to?: string;
  /** The route a logged-in user goes to instead of `address` (docs/decisions.md 35). */
  loggedInTo?: string;
  /** Shown to a logged-in user only if a teacher (a visitor sees it: it leads to the back-office's login). */
  teachersOnly?: boolean;
}

/** "Other links" of spec section 2: the teacher back-office, the new-student course, the cloud desktop. */
const moreLinks: readonly MoreLink[] = [
  {
    key: 'teacherAdmin',
    icon: <SolutionOutlined aria-hidden />,
    address: 'teacherAdmin',
    loggedInTo: paths.teacher,
    teachersOnly: true,
  },
  { key: 'newStudentCourse', icon: <LaptopOutlined aria-hidden />, address: 'newStudentCourse' },
  { key: 'cloudDesktop', icon: <DesktopOutlined aria-hidden />, to: paths.cloudDesktop },
];

function MoreLinkAnchor({ link, onNavigate }: { link: MoreLink; onNavigate?: () => void }) {
  const { t } = useTranslation(['common', 'layout']);
  const loggedIn = useLoggedIn();
  const text = t(`header.${link.key}`);
  if (link.address && !(loggedIn && link.loggedInTo)) {
    return (
      <a href={env[link.address]} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {text}
        <span className="shui-visually-hidden">{t('layout:header.newTab')}</span>
      </a>
    );
  }
  return (
    <Link to={(loggedIn ? link.loggedInTo : undefined) ?? link.to ?? '/'} onClick={onNavigate}>
      {text}
    </Link>
  );
}

/** The links this user sees: a logged-in student has no 教师后台 (it would only refuse them). */
function useMoreLinks(): readonly MoreLink[] {
  const loggedIn = useLoggedIn();
  const teacher = useIsTeacher();
  return moreLinks.filter((link) => !link.teachersOnly || !loggedIn || teacher);
}

/** Header: a "more" menu. */
export function MoreLinksMenu() {
  const { t } = useTranslation(['common', 'layout']);
  const items: MenuProps['items'] = useMoreLinks().map((link) => ({
    key: link.key,
    icon: link.icon,
    label: <MoreLinkAnchor link={link} />,
  }));
  return (
    <Dropdown trigger={['click']} autoFocus placement="bottomRight" menu={{ items }}>
      <Button
        type="text"
        className="shui-header__button shui-more"
        aria-label={t('layout:header.moreLabel')}
        title={t('layout:header.moreLabel')}
      >
        <span className="shui-header__content">
          <AppstoreOutlined aria-hidden />
          <span className="shui-more__text">{t('layout:header.more')}</span>
          <DownOutlined className="shui-caret" aria-hidden />
        </span>
      </Button>
    </Dropdown>
  );
}

/** Phone drawer: the same links as a list. */
export function MoreLinksList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['common', 'layout']);
  const links = useMoreLinks();
  return (
    <nav className="shui-drawer__more" aria-label={t('layout:header.moreLabel')}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            {link.icon}
            <MoreLinkAnchor link={link} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
