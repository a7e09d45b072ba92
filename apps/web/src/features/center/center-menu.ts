/**
 * The personal-centre menu of spec section 2, in its order (the codes are the backend's: there is no c).
 * The selected entry lives in the address as `?menu=<code>`, so reload, back and forward keep it.
 */
export const centerMenu = ['a', 'b', 'd', 'e', 'f', 'g', 'j', 'h', 'i', 'k'] as const;
export type CenterMenuCode = (typeof centerMenu)[number];

export const MENU_PARAM = 'menu';
/** 'a', personal info: shown when the address names no entry or an unknown one. */
export const DEFAULT_MENU: CenterMenuCode = 'a';

export const isCenterMenuCode = (value: unknown): value is CenterMenuCode =>
  typeof value === 'string' && (centerMenu as readonly string[]).includes(value);

/** The entry the address selects. */
export function menuFromSearch(search: URLSearchParams): CenterMenuCode {
  const value = search.get(MENU_PARAM);
  return isCenterMenuCode(value) ? value : DEFAULT_MENU;
}

/** The query string that selects `code`. */
export const menuSearch = (code: CenterMenuCode): string => `?${MENU_PARAM}=${code}`;
