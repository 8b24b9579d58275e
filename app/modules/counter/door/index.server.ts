/** The counter's in-store coupons: look-up, use, today's log, and the coupon's QR code. */
export * from "./counter-coupons.server";
