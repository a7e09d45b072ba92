import { pagerPageRule } from '@shui/contract';

/**
 * The portal's presentation constants (spec section 9): sizes, times and counts of what it draws. The
 * pager offers the page sizes the API takes (the contract's `pagerPageRule`).
 */
export const ui = {
  notificationsPerPage: 4,
  pagerSizes: pagerPageRule.sizes,
  successToastMs: 2000,
  chunkLoadTimeoutMs: 120_000,
  carouselIntervalMs: 5000,
  bannerHeightPx: 617,
  loginDialogWidthPx: 400,
  feedbackDialogWidthPx: 694,
  zIndex: 3000,
  narrowLayoutMaxWidthPx: 1224,
} as const;
