import type { TourStepProps } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The elements the guided tour points at, in the tour's order. The layout puts the first four on its
 * header and sidebar; the home page owns the last three.
 */
export const tourTargetIds = {
  nav: 'shui-nav',
  login: 'shui-login-entrance',
  avatar: 'shui-avatar',
  floatButtons: 'shui-float-buttons',
  banner: 'shui-banner',
  modules: 'shui-modules',
  about: 'shui-about',
} as const;

export type TourStepKey = keyof typeof tourTargetIds;

export const tourStepOrder: readonly TourStepKey[] = [
  'nav',
  'login',
  'avatar',
  'floatButtons',
  'banner',
  'modules',
  'about',
];

type Placement = TourStepProps['placement'];
const placements: Partial<Record<TourStepKey, Placement>> = {
  floatButtons: 'left',
  banner: 'bottom',
  modules: 'top',
  about: 'top',
};
// On a phone there is no room left of the floating buttons: the panel goes above them.
const narrowPlacements: Partial<Record<TourStepKey, Placement>> = { floatButtons: 'topRight' };

export interface TourStepOptions {
  /** Phone width: some panels move so that they stay on the screen. */
  narrow?: boolean;
  /** Finds a step's target; null shows the step in the middle of the screen. */
  find?: (id: string) => HTMLElement | null;
}

/**
 * The element with this id when it is on the page and rendered; otherwise null, and the tour shows that
 * step in the middle of the screen (the avatar when logged out, a header menu folded away on a phone).
 */
export function findTourTarget(id: string): HTMLElement | null {
  const element = document.getElementById(id);
  return element && element.getClientRects().length > 0 ? element : null;
}

/** The seven steps of the home tour, with their targets looked up now. */
export function buildTourSteps(
  t: TFunction<'home'>,
  { narrow = false, find = findTourTarget }: TourStepOptions = {},
): TourStepProps[] {
  const last = tourStepOrder.length - 1;
  return tourStepOrder.map((key, index) => {
    const target = find(tourTargetIds[key]);
    const description =
      key === 'avatar' && !target ? t('tour.steps.avatar.missing') : t(`tour.steps.${key}.description`);
    return {
      title: t(`tour.steps.${key}.title`),
      description,
      target,
      placement: (narrow && narrowPlacements[key]) || placements[key],
      prevButtonProps: { children: t('tour.prev') },
      nextButtonProps: { children: index === last ? t('tour.done') : t('tour.next') },
    };
  });
}
