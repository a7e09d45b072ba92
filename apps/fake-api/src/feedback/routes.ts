import { endpoints, serverMessages } from '@shui/contract';
import type { AppDeps } from '../deps';
import { reply, type ContractRoutes } from '../http/contract-routes';
import { Feedback } from './store';
import { storeImage } from '../http/images';

/** The feedback form and its screenshot upload. */
export function registerFeedback(routes: ContractRoutes, deps: AppDeps): void {
  const feedback = deps.store.use(Feedback);

  routes.add(endpoints.feedbackUpload, ({ file }) =>
    reply(storeImage(deps, file, 'feedback'), serverMessages.uploadOk),
  );
  routes.add(endpoints.feedback, ({ body }) => reply(feedback.add(body), serverMessages.feedbackOk));
}
