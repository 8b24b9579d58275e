import type { StatusTable } from "~/kernel/result";
import { ORDER_ERROR_CODES, type OrderTransitionError } from "./domain/order-states";

/**
 * The orders module's error codes (full i18n keys in the `orders` namespace) and the HTTP status
 * a route answers each with (docs/decisions/032-one-result-shape.md): a missing order 404, a
 * form the shopper can fix 400, anything the order's state refuses 409.
 */

type Suffix<T> = T extends `order.${infer S}` ? S : never;

export type OrderErrorCode = `orders:errors.${Suffix<OrderTransitionError> | "notFound" | "changedConcurrently"}`;

/** `order.cancelReasonRequired` (a lifecycle refusal) -> `orders:errors.cancelReasonRequired`. */
export function orderErrorCode(error: OrderTransitionError | "order.notFound" | "order.changedConcurrently"): OrderErrorCode {
  return `orders:errors.${error.slice("order.".length)}` as OrderErrorCode;
}

const FORM_ERRORS: readonly OrderTransitionError[] = ["order.cancelReasonRequired", "order.paymentAmountInvalid"];

export const ORDER_STATUS = {
  ...(Object.fromEntries(ORDER_ERROR_CODES.map((code) => [orderErrorCode(code), FORM_ERRORS.includes(code) ? 400 : 409])) as Record<OrderErrorCode, 400 | 409>),
  "orders:errors.notFound": 404,
  "orders:errors.changedConcurrently": 409,
} satisfies StatusTable<OrderErrorCode>;
