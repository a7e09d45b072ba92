import { QueryClient } from '@tanstack/react-query';

/**
 * The one query client of the portal (decision 16). Not provided at the root: each feature that needs it
 * (all loaded on demand or only with a token) wraps its own root in a provider of this client, so a
 * visitor's /home carries none of TanStack Query. No retries: the spec logs a failed call once and falls
 * back; no refetch on focus: lists load on page load (or when a page asks), as the spec says.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});
