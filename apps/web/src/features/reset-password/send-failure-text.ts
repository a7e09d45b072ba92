import type { TFunction } from 'i18next';
import { MISSING_PARAMETER_PATTERN, type ResetField } from '@shui/contract';
import { ApiError } from '../../lib/api-error';

/**
 * What a failed send-code shows (spec section 8): the server's message, or "send failed"; a Spring
 * "required parameter is not present" means no account has this mail or phone, which gets its own text.
 */
export function sendFailureText(error: unknown, field: ResetField, t: TFunction<'reset-password'>): string {
  const respMsg = error instanceof ApiError ? error.respMsg : undefined;
  if (respMsg && MISSING_PARAMETER_PATTERN.test(respMsg)) {
    return field === 'mail' ? t('noMailUser') : t('noPhoneUser');
  }
  return respMsg ?? t('sendFailed');
}
