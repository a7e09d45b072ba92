import { describe, expect, it } from 'vitest';
import { errorCatalogue, type CatalogueRow } from '@shui/contract';
import zh from '../../locales/zh/reset-password.json';

describe('reset password texts', () => {
  it('are the zh texts of the error catalogue (spec section 8) for each send-code failure', () => {
    const rows = (errorCatalogue as readonly CatalogueRow[]).filter((row) =>
      row.key?.startsWith('reset-password:'),
    );
    expect(rows.map((row) => row.id).sort()).toEqual([
      'send-code-failed',
      'send-code-no-mail-user',
      'send-code-no-phone-user',
    ]);
    for (const row of rows) {
      const key = row.key!.slice('reset-password:'.length) as keyof typeof zh;
      expect(zh[key], row.id).toBe(row.zh);
    }
  });
});
