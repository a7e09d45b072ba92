import { z } from 'zod';

/** The business code of a successful answer; also the value assumed when respCode is missing. */
export const RESP_OK = 20000;

/**
 * respCode as the backend sends it: usually a number, sometimes a string ('20000' for the assistant Q&A).
 * Missing means success (RESP_OK).
 */
export const respCodeSchema = z.union([z.number().int(), z.string().regex(/^\d+$/)]);
export type RespCode = z.infer<typeof respCodeSchema>;

/** The respCode rule of spec section 8: missing counts as 20000; any code starting with "200" is success. */
export function isSuccessCode(respCode: RespCode | null | undefined): boolean {
  return String(respCode ?? RESP_OK).startsWith('200');
}

/** `{ respCode, respMsg, data }` with a given data schema. */
export function envelopeSchema<D extends z.ZodType>(data: D) {
  return z.object({
    respCode: respCodeSchema.optional(),
    respMsg: z.string().optional(),
    data,
  });
}

/** An error answer: same envelope, a code that does not start with 200, data null or absent. */
export const errorEnvelopeSchema = z.object({
  respCode: respCodeSchema.refine((c) => !isSuccessCode(c), 'an error envelope needs a non-200 respCode'),
  respMsg: z.string().min(1),
  data: z.null().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<D> {
  respCode?: RespCode;
  respMsg?: string;
  data: D;
}
