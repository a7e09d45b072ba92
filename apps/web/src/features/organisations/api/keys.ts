export const organisationKeys = {
  all: ['organisations'] as const,
  current: () => [...organisationKeys.all, 'current'] as const,
  list: () => [...organisationKeys.all, 'list'] as const,
};
