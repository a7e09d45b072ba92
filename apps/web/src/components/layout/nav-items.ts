import { codeParkCourse, homePaths, paths, type ModuleKey } from '../../config/paths';

export type NavKey = 'home' | 'mooc' | 'work' | 'question' | 'codePark' | 'channel';

export interface NavItem {
  /** Also the `menu.<key>` label and, except home, the module whose routes light the item up. */
  key: NavKey;
  to: string;
}

/** The six header menu items of spec section 2, in order. */
export const navItems: readonly NavItem[] = [
  { key: 'home', to: paths.home },
  { key: 'mooc', to: paths.mooc },
  { key: 'work', to: paths.workShop },
  { key: 'question', to: paths.calibrationField },
  { key: 'codePark', to: codeParkCourse },
  { key: 'channel', to: paths.channel },
];

const HOME_PATHS = new Set([paths.root, ...homePaths]);
const moduleItems = new Set<string>(navItems.map((item) => item.key).filter((key) => key !== 'home'));

/**
 * The item to highlight: home for the home paths, else the item of the current route's module (so
 * /pythonPractice/1 lights up the calibration field and /cs101 the course hall), else none.
 */
export function activeNavKey(pathname: string, module: ModuleKey | undefined): NavKey | null {
  if (HOME_PATHS.has(pathname)) return 'home';
  if (module && moduleItems.has(module)) return module as NavKey;
  return null;
}
