import { serverMessages } from '@shui/contract';
import type { AppDeps } from '../deps';
import { handlers, reply } from '../http/contract-routes';
import { Feedback } from './store';
import { storeImage } from '../http/images';

/** The feedback form and its screenshot upload. */
export function feedbackHandlers(deps: AppDeps) {
  const feedback = deps.store.use(Feedback);

  return handlers({
    feedbackUpload: ({ file }) => reply(storeImage(deps, file, 'feedback'), serverMessages.uploadOk),
    feedback: ({ body }) => reply(feedback.add(body), serverMessages.feedbackOk),
  });
}
