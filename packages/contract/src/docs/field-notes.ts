import type { z } from 'zod';
import { adminFieldNotes } from './admin-field-notes';
import { portalFieldNotes } from './portal-field-notes';

/**
 * What docs/api.md says of fields, by schema: the key is the field as its tables show it (`a.b`, `a[].b`;
 * '' = the schema as a whole). Only the docs read this; scripts/gen-api-doc.ts refuses a key that
 * matches no field, so a renamed field cannot leave a stale note behind.
 */
export const fieldNotes = new Map<z.ZodType, Record<string, string>>([
  ...portalFieldNotes,
  ...adminFieldNotes,
]);
