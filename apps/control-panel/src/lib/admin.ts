import { type AdminJsonName, type AdminResult } from '@shui/contract';
import { AdminCallError, adminCall, type AdminArgs } from '@shui/contract/admin-client';
import type { Translate } from './i18n';

/**
 * A route of the control plane of the fake API that serves this page, through the contract's table.
 * The panel talks to nothing else.
 */
export function admin<N extends AdminJsonName>(name: N, ...args: AdminArgs<N>): Promise<AdminResult<N>> {
  return adminCall(window.location.origin, name, ...args);
}

/** What a failed call says to the person using the panel. */
export function failureText(error: unknown, t: Translate): string {
  if (error instanceof AdminCallError) {
    switch (error.failure) {
      case 'unreachable':
        return t('common.unreachable', { detail: error.detail });
      case 'refused':
        return t('common.refused', { detail: error.detail });
      case 'unexpected':
        return t('common.unexpected', { detail: error.detail });
      default:
        return t('common.notFakeApi', { status: error.status ?? '?' });
    }
  }
  return error instanceof Error ? error.message : String(error);
}
