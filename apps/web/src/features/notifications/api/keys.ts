export const notificationKeys = {
  all: ['notifications'] as const,
  list: (owner: string) => [...notificationKeys.all, owner] as const,
};
