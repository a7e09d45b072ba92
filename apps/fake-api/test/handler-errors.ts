import type { EndpointName } from '@shui/contract';
import type { Example } from './error-examples';
import { accountHandlerErrors } from './handler-errors-account';
import { moduleHandlerErrors } from './handler-errors-modules';

/**
 * Requests that provoke what each handler adds (an entry's `fails`): the tests of the handlers' own
 * errors, which errors.test.ts runs beside each call's example.
 */
export const handlerErrors: { [N in EndpointName]?: Example[] } = {
  ...accountHandlerErrors,
  ...moduleHandlerErrors,
};
