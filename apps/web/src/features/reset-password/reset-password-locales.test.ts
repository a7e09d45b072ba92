import { describe, expect, it } from 'vitest';
import { errorCatalogue, type CatalogueRow } from '@shui/contract';
import zh from '../../locales/zh/reset-password.json';

const CATALOGUE_PREFIXES = ['resetPassword:', 'reset-password:'];

describe('reset password texts', () => {
  it('are the zh texts of the error catalogue (spec section 8) for each send-code failure', () => {
    // The catalogue names this namespace `resetPassword:` (the contract's spelling until it follows the
    // locale file's `reset-password`); either prefix is this feature's.
    const rows = (errorCatalogue as readonly CatalogueRow[]).filter((row) =>
      CATALOGUE_PREFIXES.some((prefix) => row.key?.startsWith(prefix)),
    );
    expect(rows.map((row) => row.id).sort()).toEqual([
      'send-code-failed',
      'send-code-no-mail-user',
      'send-code-no-phone-user',
    ]);
    for (const row of rows) {
      const key = row.key!.slice(row.key!.indexOf(':') + 1) as keyof typeof zh;
      expect(zh[key], row.id).toBe(row.zh);
    }
  });
});
