import {
  ApartmentOutlined,
  BookOutlined,
  CodeOutlined,
  FormOutlined,
  RobotOutlined,
  ScheduleOutlined,
  StarOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { centerMenu, menuSearch, type CenterMenuCode } from '../center-menu';

const icons: Record<CenterMenuCode, ReactNode> = {
  a: <UserOutlined />,
  b: <BookOutlined />,
  d: <FormOutlined />,
  e: <TeamOutlined />,
  f: <StarOutlined />,
  g: <TrophyOutlined />,
  j: <CodeOutlined />,
  h: <ScheduleOutlined />,
  i: <RobotOutlined />,
  k: <ApartmentOutlined />,
};

/**
 * The menu as links (`?menu=<code>`): each pick is an entry in the history, and the keyboard, a middle
 * click and a reload all work as for any link. On narrow screens the same list scrolls sideways.
 */
export function CenterNav({ current }: { current: CenterMenuCode }) {
  const { t } = useTranslation('center');
  const list = useRef<HTMLUListElement>(null);

  // When the list scrolls sideways (narrow screens), bring the current entry into view.
  useLayoutEffect(() => {
    const scroller = list.current?.parentElement;
    const item = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !item || scroller.scrollWidth <= scroller.clientWidth) return;
    const left =
      item.getBoundingClientRect().left - scroller.getBoundingClientRect().left + scroller.scrollLeft;
    if (left < scroller.scrollLeft || left + item.offsetWidth > scroller.scrollLeft + scroller.clientWidth) {
      scroller.scrollLeft = left - (scroller.clientWidth - item.offsetWidth) / 2;
    }
  }, [current]);

  return (
    <nav className="shui-side-nav shui-center__nav" aria-label={t('menu.label')}>
      <ul ref={list} className="shui-stack shui-stack--dense">
        {centerMenu.map((code) => (
          <li key={code}>
            <Link
              to={{ search: menuSearch(code) }}
              className="shui-center__link"
              aria-current={code === current ? 'page' : undefined}
            >
              <span className="shui-center__icon" aria-hidden>
                {icons[code]}
              </span>
              {t(`menu.${code}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
