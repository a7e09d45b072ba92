import type { AppDeps } from '../deps';
import { handlers } from '../http/contract-routes';
import { Feedback } from './store';
import { storeImage } from '../http/images';

/** The feedback form and its screenshot upload. */
export function feedbackHandlers(deps: AppDeps) {
  const feedback = deps.store.use(Feedback);

  return handlers({
    feedbackUpload: ({ file }) => storeImage(deps, file, 'feedback'),
    feedback: ({ body }) => feedback.add(body),
  });
}
