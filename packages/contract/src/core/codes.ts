/**
 * Business codes the fake API answers with, and the HTTP status each goes with. Chosen here (the spec
 * names only 20000); see docs/api.md "Error codes". Business failures never use HTTP 401: 401 means
 * "session expired" to the portal and opens the re-login modal.
 */
export const respCodes = {
  ok: { respCode: 20000, status: 200 },
  badRequest: { respCode: 40000, status: 400 },
  wrongCredentials: { respCode: 40001, status: 400 },
  badCode: { respCode: 40002, status: 400 },
  badAuthorizationCode: { respCode: 40003, status: 400 },
  unauthorized: { respCode: 40100, status: 401 },
  forbidden: { respCode: 40300, status: 403 },
  notFound: { respCode: 40400, status: 404 },
  conflict: { respCode: 40900, status: 409 },
  /** The user already has as many workshop environments starting or running as the quota allows. */
  quotaExceeded: { respCode: 40901, status: 409 },
  tooLarge: { respCode: 41300, status: 413 },
  unsupportedMedia: { respCode: 41500, status: 415 },
  /** An uploaded file is not of a type the call takes here (a homework's file kinds); respMsg lists them. */
  fileTypeNotAllowed: { respCode: 41501, status: 415 },
  tooManyRequests: { respCode: 42900, status: 429 },
  internal: { respCode: 50000, status: 500 },
  /** A service behind the backend (the judge) does not answer. */
  unavailable: { respCode: 50300, status: 503 },
} as const;

export type RespCodeName = keyof typeof respCodes;
