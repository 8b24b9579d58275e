import type { Generated } from "kysely";

/** The counter: event admissions, e-tickets, door scans and coupons used in the store (migration 0023_counter). Part of the Database interface (app/db/schema.ts). */
export type TicketState = "valid" | "used" | "void";

/** A variant that sells admission to a brand event; one ticket per unit paid. */
export interface BrandEventAdmissionTable {
  variant_id: number;
  event_id: number;
  name_mn: string;
  name_en: string;
}

export interface ETicketTable {
  id: Generated<number>;
  /** Random, unguessable; what the QR code holds and staff type. */
  code: string;
  order_id: number;
  line_item_id: number;
  /** 1..quantity of its line: one ticket per unit. */
  seq: number;
  event_id: number;
  variant_id: number;
  holder_user_id: number | null;
  holder_name: Generated<string>;
  state: Generated<TicketState>;
  used_at: string | null;
  used_by: number | null;
  voided_at: string | null;
  created_at: string;
}

export interface TicketScanTable {
  id: Generated<number>;
  staff_user_id: number | null;
  ticket_id: number | null;
  /** The event the door admits to, when staff chose one. */
  event_id: number | null;
  code_typed: Generated<string>;
  action: "check" | "use";
  /** A scan answer code (app/modules/counter/domain). */
  result: string;
  created_at: string;
}

export interface CounterCouponUseTable {
  id: Generated<number>;
  coupon_id: number;
  staff_user_id: number | null;
  /** The coupon's owner or the shopper who showed it, when known. */
  user_id: number | null;
  /** MNT taken from a voucher's balance; 0 for a single-use coupon. */
  amount: number;
  /** The counter form's one-time key: a resubmitted form uses nothing twice. */
  request_key: string;
  note: Generated<string>;
  created_at: string;
}

export interface CounterTables {
  brand_event_admissions: BrandEventAdmissionTable;
  e_tickets: ETicketTable;
  ticket_scans: TicketScanTable;
  counter_coupon_uses: CounterCouponUseTable;
}
