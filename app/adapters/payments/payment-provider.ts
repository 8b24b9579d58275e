/**
 * The payment ports (docs/decisions/023-payment-callbacks-are-hints.md). The shop talks to
 * every payment service through these
 * interfaces; each has a real adapter and a local simulator (app/routes/_sandbox+/), and the
 * real adapter is what talks to the simulator in development and tests, over HTTP.
 *
 * Rules every implementation keeps:
 * - A callback is only a hint. `parseCallback` says which payment it concerns (and, where the
 *   provider signs callbacks, whether the signature holds); the shop then asks `status` before
 *   it marks anything paid. A callback may arrive twice, late, or never.
 * - Amounts are integer tugrik (MNT).
 * - Nothing here runs inside a database transaction.
 */

export type ProviderMethod = "card" | "qpay";

export interface StartPaymentInput {
  /** Our payment record's id: unique, used as the merchant reference on the provider's side. */
  paymentId: number;
  orderNumber: string;
  amount: number;
  description: string;
  /** Absolute URL the provider notifies (server to server). */
  callbackUrl: string;
  /** Absolute URL the shopper's browser returns to. */
  returnUrl: string;
  locale: "mn" | "en";
}

export interface QrDetails {
  /** The QR payload (QPay's qr_text). */
  text: string;
  /** A PNG/SVG data URI when the provider sends one (QPay's qr_image, base64 PNG). */
  imageDataUri?: string;
  /** Bank app deep links. */
  links: { name: string; description?: string; logo?: string; link: string }[];
  /** Short link to a page showing the QR (QPay's qPay_shortUrl). */
  shortUrl?: string;
}

export interface StartedPayment {
  /** The provider's id of the payment or invoice. */
  providerRef: string;
  /** Card: the hosted payment page. QPay: null (the shop shows the QR on its own page). */
  redirectUrl: string | null;
  qr?: QrDetails;
}

export type ProviderStatus =
  | { status: "paid"; amount: number }
  | { status: "pending" }
  | { status: "failed"; code: string }
  | { status: "canceled" };

export interface PaymentProvider {
  readonly method: ProviderMethod;
  start(input: StartPaymentInput): Promise<StartedPayment>;
  /**
   * Reads a callback request. Returns the provider reference it concerns, or null when it is not
   * an authentic callback (bad signature, unknown shape). Never trusts a status in the body.
   * `request` is a clone the implementation may consume.
   */
  parseCallback(request: Request): Promise<{ providerRef: string } | null>;
  status(providerRef: string): Promise<ProviderStatus>;
  /** Abandons an open payment/invoice. Idempotent: cancelling twice or a finished one is not an error. */
  cancel(providerRef: string): Promise<void>;
  /** Refunds a completed payment (all of `amount`). Idempotent per providerRef. */
  refund(providerRef: string, amount: number): Promise<void>;
}

export interface LoanApplicationInput {
  orderNumber: string;
  /** The financed part (total - down payment), MNT. */
  amount: number;
  downPayment: number;
  applicant: { name: string; phone: string; email: string | null };
  callbackUrl: string;
}

export type LoanStatus = { status: "approved" } | { status: "declined"; reason?: string } | { status: "pending" };

/** The instalment lender. */
export interface LenderProvider {
  apply(input: LoanApplicationInput): Promise<{ providerRef: string }>;
  parseCallback(request: Request): Promise<{ providerRef: string } | null>;
  status(providerRef: string): Promise<LoanStatus>;
  /** Withdraws an application (order canceled before a decision). Idempotent. */
  withdraw(providerRef: string): Promise<void>;
}

/** Thrown by adapters when the provider cannot be reached or answers with an error. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: "unreachable" | "rejected" | "invalid_response" = "rejected",
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
