import { z } from 'zod';
import type { RespCodeName } from './codes';

/** One error a call answers. In `msg`, `{...}` stands for text that varies (a field, a reason). */
export interface ErrorNote<C extends RespCodeName = RespCodeName> {
  code: C;
  msg: string;
  when: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: `public` needs no token; `optional` uses a token when one is sent (and answers 401 for
 * a bad one); `user` needs a valid token; `teacher` needs a teacher's token (403 otherwise).
 */
export type Access = 'public' | 'optional' | 'user' | 'teacher';

/**
 * How the body comes: `json`; `form`, a URL-encoded or multipart form (no file) or a JSON object; or
 * `file`, a single uploaded file `file`. A `form` endpoint with a `body` schema validates the body with
 * it; one without a `body` takes the form's fields as request parameters beside the query string's,
 * validated together against `query` (Spring's @RequestParam reads both; a parameter in both is given
 * twice).
 */
export type BodyKind = 'json' | 'form' | 'file';

/**
 * Where `shui verify` takes one input of a call from: an example value, sent as it is, or `{ from, pick }`,
 * the first value at the field path `pick` (`list[].courseId`, `entries[type=file].path`: packages/
 * contract/src/field-paths.ts) in the data of the same server's answer to the call named `from` (a key of
 * `endpoints`, a read), asked before this one.
 */
export type InputSource = string | number | boolean | { from: string; pick: string };

/** How `shui verify` fills a call's inputs: its query parameters and, for a write, its JSON body. */
export interface EndpointInputs {
  query?: Readonly<Record<string, InputSource>>;
  /** The JSON body; any `{ from, pick }` in it is filled in the same way. */
  body?: unknown;
}

/**
 * A value of an example's query or body field: as it is; `{ codeSentTo }`, the verification code last
 * sent to that phone or e-mail (by the `before` call); `{ pick }`, that field of the `before` call's
 * data; `{ ssoCodeOfUser }`, a fresh single-sign-on authorisation code of that user id.
 */
export type ExampleValue =
  string | number | boolean | { codeSentTo: string } | { pick: string } | { ssoCodeOfUser: number };

/** A call an example makes first (an endpoint name), as the same caller. */
export interface ExampleCall {
  call: string;
  query?: Readonly<Record<string, ExampleValue>>;
  body?: unknown;
}

/**
 * A request that succeeds on the seed state, made by the fake API's tests (apps/fake-api/test/
 * examples.ts) for every call: as the default caller (a teacher for teacher calls, the student for other
 * calls that take a token, nobody for public ones), after `before` if it is given.
 */
export interface EndpointExample {
  /** Calls the same caller makes first, in order, whose effect or answer (the last's) this one needs. */
  before?: ExampleCall | readonly ExampleCall[];
  query?: Readonly<Record<string, ExampleValue>>;
  body?: unknown;
  /** Form fields (a `form` call without a body schema). */
  form?: Readonly<Record<string, string>>;
  /** The file sent as `file`: a small PNG image of this name. */
  image?: string;
  /**
   * What the answer's data holds: for each field path (core/field-paths.ts), the values found there
   * begin with these, in order. The tests check it; it shows what the call answers to this request.
   */
  answers?: Readonly<Record<string, readonly unknown[]>>;
}

export interface EndpointDef {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyKind?: BodyKind;
  /** Schema of `data` in a successful envelope. */
  data: z.ZodType;
  /** What this contract chose where the spec leaves the call open (also listed in docs/api.md). */
  chosen?: string;
  /** The portal does not open the re-login modal when this call answers 401. */
  skipRelogin?: boolean;
  /**
   * Not in spec section 7: a call this kit designed (course hall, personal centre...) in the backend's
   * habits. Its path is written in its entry like any other; `extensionPaths` lists them together.
   */
  extension?: true;
  /** The backend sends respCode as a string for this call ('20000'). */
  stringRespCode?: boolean;
  /**
   * Every error the call can answer, by respCode name: those its access rule, query and body bring
   * (401, 403, 400, 413, 415) and its handler's own. Explained per call in docs/api.md (`endpointNotes`);
   * apps/fake-api/test/errors.test.ts provokes each one and finds no other.
   */
  errors: readonly RespCodeName[];
  /**
   * The errors the handler (or the store it calls) answers, in the order it checks them: the domain's
   * shared constants (`<domain>/errors.ts`), each of a code in `errors`. docs/api.md lists them after
   * those of the call's shape (`errorNotes`).
   */
  fails?: readonly ErrorNote[];
  /** The respMsg of a success, when it is not serverMessages.ok ('操作成功'). */
  ok?: string;
  /** A request that succeeds on the seed state; none: the call without query or body succeeds. */
  example?: EndpointExample;
  /**
   * The call changes nothing on the server (no code sent, nothing switched, created or marked): safe to
   * call against a real server, which `shui verify` does by default. Absent: a write, which `shui verify`
   * calls only with --allow-write (and only when `inputs` says how).
   */
  read?: true;
  /** How `shui verify` fills the call's required inputs; a call needing one it cannot fill is skipped. */
  inputs?: EndpointInputs;
}

/** An entry of the endpoint table, typed as written; each of its `fails` has a code it declares. */
export const endpoint = <const E extends EndpointDef>(
  def: E & { fails?: readonly ErrorNote<E['errors'][number]>[] },
): E => def;

/** `data` of a call that answers nothing (null). */
export const nothing = z.null();
