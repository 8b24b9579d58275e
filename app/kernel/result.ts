/**
 * The one shape of a use case's answer (docs/decisions/032-one-result-shape.md): a value, or an
 * error whose code is a full i18n key ("checkout:errors.totalChanged", or "cart.errors.outOfStock" in
 * the default namespace) with the values its message
 * needs. The route turns the code into a message with `t(code, values)` and into an HTTP status
 * with its module's status table (`app/modules/<capability>/status.ts`).
 */
export type Ok<T> = { ok: true; value: T };
export type Failure<Code extends string> = { ok: false; error: Code; values?: Record<string, string | number> };
export type Result<T, Code extends string> = Ok<T> | Failure<Code>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const fail = <Code extends string>(error: Code, values?: Record<string, string | number>): Failure<Code> =>
  values ? { ok: false, error, values } : { ok: false, error };

/** A module's table from each of its error codes to the HTTP status a route answers with. */
export type StatusTable<Code extends string> = Record<Code, 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503>;
