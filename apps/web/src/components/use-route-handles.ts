import { useMatches } from 'react-router';
import type { RouteHandle } from '../config/paths';

/** The handles of the matched routes, outermost first, without duplicates of index routes. */
export function useRouteHandles(): RouteHandle[] {
  const matches = useMatches();
  const handles: RouteHandle[] = [];
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (!handle?.titleKey) continue;
    const last = handles.at(-1);
    if (last?.titleKey === handle.titleKey && last.module === handle.module) continue;
    handles.push(handle);
  }
  return handles;
}
