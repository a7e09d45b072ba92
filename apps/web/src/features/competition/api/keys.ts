/**
 * The query keys of the competition page. Nothing is kept fresh for long: the page is asked again on
 * each visit, so a registration cancelled in the personal centre shows at once.
 */
export const competitionKeys = {
  all: ['competition'] as const,
  detail: (key: string) => [...competitionKeys.all, 'detail', key] as const,
  registration: (key: string) => [...competitionKeys.all, 'registration', key] as const,
};
