import { fixture } from "./fixture-service";

/**
 * A delivered order of one product for one account, written into the e2e database by
 * tests/setup/e2e-delivered-order.ts: the shopper's review of that product (or its vendor) is then
 * a verified purchase. The account is created when it does not exist yet.
 */

export interface DeliveredOrder {
  userId: number;
  orderId: number;
  orderNumber: string;
  variantId: number;
}

export async function deliveredOrderFor(email: string, productSlug: string): Promise<DeliveredOrder> {
  return fixture<DeliveredOrder>("deliveredOrder", { email, productSlug });
}
