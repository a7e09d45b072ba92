import { describe, expect, it } from 'vitest';
import { errorCatalogue, type CatalogueRow } from '@shui/contract';
import zh from '../../locales/zh/resetPassword.json';

describe('reset password texts', () => {
  it('are the zh texts of the error catalogue (spec section 8) for each send-code failure', () => {
    const rows = (errorCatalogue as readonly CatalogueRow[]).filter((row) =>
      row.key?.startsWith('resetPassword:'),
    );
    expect(rows.map((row) => row.id).sort()).toEqual([
      'send-code-failed',
      'send-code-no-mail-user',
      'send-code-no-phone-user',
    ]);
    for (const row of rows) {
      const key = row.key!.slice('resetPassword:'.length) as keyof typeof zh;
      expect(zh[key], row.id).toBe(row.zh);
    }
  });
});
