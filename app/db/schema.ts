import type { Generated, Insertable, Selectable } from "kysely";
import type { GuestStateTables } from "./schema-guest-state";
import type { WishlistTables } from "./schema-wishlists";
import type { BrowsingTables } from "./schema-browsing";
import type { ShopperRequestTables } from "./schema-shopper-requests";
import type { ContentTables } from "./schema-content";
import type { CommentTables } from "./schema-comments";
import type { ShowcaseTables } from "./schema-showcase";
import type { MessageTables } from "./schema-messages";
import type { ReviewTables } from "./schema-reviews";
import type { BrandEventTables } from "./schema-brand-events";
import type { CounterTables } from "./schema-counter";
import type { GameTables } from "./schema-games";
import type { HotelTables } from "./schema-hotels";
import type { PlaceTables } from "./schema-places";
import type { PushTables } from "./schema-push";

/**
 * The typed shape of the database. Money columns are integer tugrik (MNT).
 * Timestamps are UTC ISO-8601 strings, which sort and compare correctly as text.
 */
export interface Database
  extends GuestStateTables,
    WishlistTables,
    BrowsingTables,
    ShopperRequestTables,
    ContentTables,
    CommentTables,
    ShowcaseTables,
    MessageTables,
    ReviewTables,
    BrandEventTables,
    CounterTables,
    GameTables,
    HotelTables,
    PlaceTables,
    PushTables {
  taxons: TaxonTable;
  brands: BrandTable;
  stores: StoreTable;
  stock_locations: StockLocationTable;
  badges: BadgeTable;
  products: ProductTable;
  product_taxons: ProductTaxonTable;
  product_badges: ProductBadgeTable;
  product_images: ProductImageTable;
  product_properties: ProductPropertyTable;
  variants: VariantTable;
  variant_option_values: VariantOptionValueTable;
  stock_items: StockItemTable;
  search_products: SearchProductTable;
  search_suggestions: SearchSuggestionTable;
  search_synonyms: SearchSynonymTable;
  search_synonym_revision: SearchSynonymRevisionTable;
  search_texts: SearchTextTable;
  search_words: SearchWordTable;
  search_changes: SearchChangeTable;
  analytics_events: AnalyticsEventTable;
  users: UserTable;
  user_identities: UserIdentityTable;
  sessions: SessionTable;
  verification_codes: VerificationCodeTable;
  rate_limit_hits: RateLimitHitTable;
  outbox_messages: OutboxMessageTable;
  job_leases: JobLeaseTable;
  addresses: AddressTable;
  organisations: OrganisationTable;
  bank_accounts: BankAccountTable;
  orders: OrderTable;
  line_items: LineItemTable;
  stock_movements: StockMovementTable;
  idempotency_keys: IdempotencyKeyTable;
  payments: PaymentTable;
  loan_applications: LoanApplicationTable;
  order_events: OrderEventTable;
  sandbox_payments: SandboxPaymentTable;
  wallets: WalletTable;
  wallet_entries: WalletEntryTable;
  gift_cards: GiftCardTable;
  wallet_recharges: WalletRechargeTable;
  coupons: CouponTable;
  coupon_redemptions: CouponRedemptionTable;
  partner_cards: PartnerCardTable;
}

/** The embedded search index's row per product (see migration 0002). */
export interface SearchProductTable {
  id: number;
  slug: string;
  sku: string;
  name_mn: string;
  name_en: string;
  image: string | null;
  product_type: string;
  brand_code: string;
  brand_name: string;
  brand_name_latin: string;
  store_code: string;
  country: string | null;
  l0: string | null;
  l1: string | null;
  l2: string | null;
  l3: string | null;
  l4: string | null;
  price: number;
  sale_price: number | null;
  sale_start_at: string | null;
  sale_expire_at: string | null;
  total_on_hand: number;
  available_on: string;
  created_at: string;
  average_rating: number;
  total_reviews: number;
  /** Badge codes, comma separated. */
  badges: string;
  sort_key_mn: string;
  sort_key_en: string;
  /** Loose-key terms that describe the product, for "more like this". */
  mlt_terms: string;
}

export interface SearchSuggestionTable {
  id: Generated<number>;
  key: string;
  text: string;
  kind: string;
  href: string;
  product_id: number | null;
  weight: number;
}

/** A synonym set staff keep (docs: app/modules/search/domain/synonyms.ts). */
export interface SearchSynonymTable {
  id: Generated<number>;
  kind: "equivalent" | "oneway";
  /** JSON array of normalised terms (one-way: the words that expand). */
  terms: string;
  /** JSON array; one-way only, what the terms also find. */
  expansions: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** One row; triggers move `revision` on every change of search_synonyms, so a search index sees it cheaply. */
export interface SearchSynonymRevisionTable {
  id: number;
  revision: number;
}

/** PostgreSQL only (migration 0011): the words a product is found by, as a tsvector literal. */
export interface SearchTextTable {
  id: number;
  terms: string;
  /** Distinct words of the product's names (fewer rank first among equal matches). */
  name_words: number;
  /** Hash of the text matched against: an unchanged one keeps cached matches. */
  text_hash: number;
}

/** PostgreSQL only (migration 0011): which transaction last changed a product's search rows (xid8 as text). */
export interface SearchChangeTable {
  id: number;
  changed_by: string;
}

/** PostgreSQL only (migration 0011): the catalogue's vocabulary, for near spellings. */
export interface SearchWordTable {
  word: string;
  key: string;
  /** A word as written in a name (3+ letters, no digits): one a shopper may be offered. */
  shown: Generated<boolean>;
}

export interface AnalyticsEventTable {
  id: Generated<number>;
  name: string;
  payload: string;
  created_at: string;
}

export interface TaxonTable {
  id: Generated<number>;
  parent_id: number | null;
  /** Full path such as `wine/red`; the category page lives at `/t/{permalink}`. */
  permalink: string;
  name: string;
  translation_en: string;
  /** 0 for a root (l0) down to 4 (l4). */
  depth: number;
  position: number;
}

export interface BrandTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_latin: string;
  country_code: string;
  is_local: number;
  logo: string;
  story_mn: string;
  story_en: string;
  is_featured: number;
}

export interface StoreTable {
  id: Generated<number>;
  code: string;
  name: string;
  logo: string;
  vendor_id: number;
}

export interface StockLocationTable {
  id: Generated<number>;
  code: string;
  name_mn: string;
  name_en: string;
  address_mn: string;
  address_en: string;
  opens_at: string;
  closes_at: string;
  is_pickup_point: number;
}

export interface BadgeTable {
  id: Generated<number>;
  code: string;
  name_mn: string;
  name_en: string;
  color: string;
}

export interface ProductTable {
  id: Generated<number>;
  slug: string;
  sku: string;
  name_mn: string;
  name_en: string;
  /** Latin transliteration of the Mongolian name, so Latin typing finds Cyrillic names. */
  title_latin: string;
  /** Collation keys: Mongolian letters ө and ү sort after о and у, not after я. */
  sort_key_mn: string;
  sort_key_en: string;
  description_mn: string;
  description_en: string;
  /** Product kind such as `wine`, `vodka`, `apparel`: drives the sizing guide and the image. */
  product_type: string;
  taxon_id: number;
  brand_id: number;
  store_id: number;
  /** The first image's path, or null when the product has none (the listing hides it). */
  image: string | null;
  available_on: string;
  average_rating: number;
  total_reviews: number;
  created_at: string;
  updated_at: string;
}

export interface ProductTaxonTable {
  product_id: number;
  taxon_id: number;
}

export interface ProductBadgeTable {
  product_id: number;
  badge_id: number;
}

export interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  url: string;
  alt_mn: string;
  alt_en: string;
  position: number;
}

export interface ProductPropertyTable {
  id: Generated<number>;
  product_id: number;
  /** country, region, grape, abv, volume, vintage, ... */
  key: string;
  value_mn: string;
  value_en: string;
  /** Stable value for filtering (e.g. the ISO country code), independent of language. */
  filter_value: string;
  position: number;
}

export interface VariantTable {
  id: Generated<number>;
  product_id: number;
  sku: string;
  is_master: number;
  position: number;
  /** Regular price in tugrik. */
  price: number;
  /** Sale price in tugrik, in force between sale_start_at and sale_expire_at. */
  sale_price: number | null;
  sale_start_at: string | null;
  sale_expire_at: string | null;
  /** Share of the paid price returned as cashback: 1, 2 or 3 percent. */
  cashback_percent: number;
  image: string | null;
}

export interface VariantOptionValueTable {
  variant_id: number;
  /** One of the spec's option keys: colour/color/design/pattern, clothing_size/..., or volume. */
  option_key: string;
  value: string;
  position: number;
}

export interface StockItemTable {
  id: Generated<number>;
  variant_id: number;
  stock_location_id: number;
  count_on_hand: number;
}

export type Taxon = Selectable<TaxonTable>;
export type Brand = Selectable<BrandTable>;
export type Product = Selectable<ProductTable>;
export type Variant = Selectable<VariantTable>;
export type StockLocation = Selectable<StockLocationTable>;
export type NewProduct = Insertable<ProductTable>;
export type NewVariant = Insertable<VariantTable>;

/** Account tables (migration 0003). */
export type UserRole = "customer" | "staff" | "admin";
export type Gender = "male" | "female";

export interface UserTable {
  id: Generated<number>;
  email: string | null;
  email_confirmed_at: string | null;
  pending_email: string | null;
  phone: string | null;
  phone_confirmed_at: string | null;
  pending_phone: string | null;
  name: Generated<string>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  gender: Gender | null;
  password_hash: string | null;
  password_changed_at: string | null;
  role: Generated<UserRole>;
  avatar_file: string | null;
  loyalty_points: Generated<number>;
  locale: Generated<string>;
  /** JSON array of the newest searches (migration 0004). */
  search_history: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface UserIdentityTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  created_at: string;
}

export interface SessionTable {
  /** sha256 of the cookie's token: a copy of the database grants no session. */
  id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  user_agent: Generated<string>;
  ip: Generated<string>;
}

export type CodePurpose = "login" | "password_reset" | "confirm_email" | "confirm_phone" | "link_identity";
export type MessageChannel = "email" | "sms";

export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: CodePurpose;
  channel: MessageChannel;
  destination: string;
  code_hash: string;
  user_id: number | null;
  payload: string | null;
  attempts: Generated<number>;
  ip: Generated<string>;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

export interface RateLimitHitTable {
  id: Generated<number>;
  bucket: string;
  created_at: string;
}

export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "kept";

export interface OutboxMessageTable {
  id: Generated<number>;
  channel: MessageChannel;
  recipient: string;
  subject: Generated<string>;
  body_text: string;
  body_html: string | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** When a server last moved it to 'sending' (migration 0010): one left there too long is claimed again. */
  claimed_at: string | null;
}

/** One row per background job that only one app server at a time may run (migration 0010). */
export interface JobLeaseTable {
  name: string;
  /** The process that holds the lease (random per process). */
  holder: string;
  expires_at: string;
}

export interface AddressTable {
  id: Generated<number>;
  user_id: number;
  country: Generated<string>;
  city: string;
  district: string;
  khoroo: string;
  street: Generated<string>;
  detail: string;
  zip: Generated<string>;
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OrganisationTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  registry_number: string;
  address: Generated<string>;
  phone: Generated<string>;
  contact_person: Generated<string>;
  employees: number | null;
  industry: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface BankAccountTable {
  id: Generated<number>;
  user_id: number;
  account_name: string;
  account_number: string;
  bank: string;
  created_at: string;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type Address = Selectable<AddressTable>;

/** Orders (migration 0005). The cart is the shopper's current order. */
export interface OrderTable {
  id: Generated<number>;
  /** Human order number: "R" + 9 digits. */
  number: string;
  /** Random url-safe token: the guest's cart cookie and guest access to the order. */
  token: string;
  user_id: number | null;
  /** One of ORDER_STATES (app/modules/orders/domain/order-states.ts). */
  state: Generated<string>;
  item_total: Generated<number>;
  ship_total: Generated<number>;
  /** Discounts applied, stored as a positive amount that is subtracted. */
  adjustment_total: Generated<number>;
  /** VAT included in the total (not added on top). */
  tax_total: Generated<number>;
  total: Generated<number>;
  item_count: Generated<number>;
  currency: Generated<string>;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  // --- checkout (migration 0006) ---
  /** Contact e-mail for a guest's order messages. */
  email: string | null;
  /** The shopper's language when the order was placed: order e-mails are written in it. */
  locale: Generated<string>;
  delivery_type: "simple" | "express" | "pickup" | null;
  /** JSON snapshot of the delivery address (DeliveryAddressSnapshot), never a live reference. */
  delivery_address: string | null;
  delivery_zone: string | null;
  pickup_location_id: number | null;
  /** Slot id `${date}T${from}-${to}` or `${date}Texpress`. */
  delivery_slot: string | null;
  /** Expected delivery window, UTC ISO. */
  delivery_from: string | null;
  delivery_to: string | null;
  receiver_name: string | null;
  receiver_phone: string | null;
  receiver_age_confirmed_at: string | null;
  vat_receipt: Generated<"person" | "organisation">;
  vat_registry_number: string | null;
  vat_organisation_name: string | null;
  payment_method: "card" | "qpay" | "bank_transfer" | "instalment" | null;
  down_payment: number | null;
  down_payment_method: "card" | "qpay" | null;
  /** Store credit applied at the payment step; 0 when none. */
  store_credit_total: Generated<number>;
  /** Sum of completed payments (down payment, then the lender's part for an instalment). */
  paid_total: Generated<number>;
  /** Bank-transfer deadline or the due date of an unpaid (down) payment. */
  payment_due_at: string | null;
  placed_at: string | null;
  delivered_at: string | null;
  canceled_at: string | null;
  cancel_reason: string | null;
  returned_at: string | null;
  e_receipt: Generated<"not_required" | "pending" | "issued">;
  /** Bumped by every state change; guarded updates compare it. */
  lock_version: Generated<number>;
  // --- wallet and coupons (migration 0007) ---
  coupon_id: number | null;
  coupon_code: string | null;
  /** Store credit split by balance; store_credit_total = topup + cashback. */
  store_credit_topup: Generated<number>;
  store_credit_cashback: Generated<number>;
  /** Cashback credited when the order was delivered (reversed on return). */
  cashback_earned: Generated<number>;
}

export type WalletKind = "topup" | "cashback";
export type WalletReason = "gift_card" | "bank_recharge" | "order_spend" | "order_refund" | "cashback_earned" | "cashback_reversed" | "adjustment";

export interface WalletTable {
  user_id: number;
  topup_balance: Generated<number>;
  cashback_balance: Generated<number>;
  updated_at: string;
}

/** The append-only wallet ledger (signed amounts; balance_after = the wallet's total after it). */
export interface WalletEntryTable {
  id: Generated<number>;
  user_id: number;
  kind: WalletKind;
  reason: WalletReason;
  amount: number;
  balance_after: number;
  order_id: number | null;
  gift_card_id: number | null;
  recharge_id: number | null;
  idempotency_key: string | null;
  note: string | null;
  created_at: string;
}

export interface GiftCardTable {
  id: Generated<number>;
  number: string;
  /** HMAC of the card's secret under the session secret. */
  secret_hash: string;
  amount: number;
  state: Generated<"active" | "redeemed" | "disabled">;
  redeemed_by: number | null;
  redeemed_at: string | null;
  failed_attempts: Generated<number>;
  created_by: number | null;
  created_at: string;
}

export interface WalletRechargeTable {
  id: Generated<number>;
  user_id: number;
  reference: string;
  requested_amount: number | null;
  credited_amount: number | null;
  state: Generated<"waiting" | "credited" | "canceled">;
  confirmed_by: number | null;
  created_at: string;
  credited_at: string | null;
}

export interface CouponTable {
  id: Generated<number>;
  code: string;
  kind: "coupon" | "voucher" | "promo";
  title_mn: string;
  title_en: string;
  discount_type: "percent" | "amount";
  discount_value: number;
  min_order: Generated<number>;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  used_count: Generated<number>;
  per_user_limit: number | null;
  first_order_only: Generated<number>;
  signed_in_only: Generated<number>;
  /** JSON arrays of ids, or null for every product. */
  eligible_taxon_ids: string | null;
  eligible_product_ids: string | null;
  voucher_balance: number | null;
  owner_user_id: number | null;
  disabled: Generated<number>;
  created_by: number | null;
  created_at: string;
}

export interface CouponRedemptionTable {
  id: Generated<number>;
  coupon_id: number;
  order_id: number;
  user_id: number | null;
  amount: number;
  state: Generated<"held" | "released">;
  created_at: string;
  released_at: string | null;
}

export interface PartnerCardTable {
  id: Generated<number>;
  user_id: number;
  program: string;
  card_number: string;
  created_at: string;
}

export type PaymentRecordMethod = "card" | "qpay" | "bank_transfer" | "lender";
export type PaymentRecordState = "pending" | "processing" | "completed" | "failed" | "void" | "refunded";

export interface PaymentTable {
  id: Generated<number>;
  order_id: number;
  method: PaymentRecordMethod;
  purpose: "full" | "down_payment" | "loan";
  amount: number;
  state: Generated<PaymentRecordState>;
  /** The provider's id of the payment or invoice. */
  provider_ref: string | null;
  /** Where the shopper goes to pay (hosted page, QPay page). */
  redirect_url: string | null;
  /** JSON the provider returned that the pay page shows (QPay: QR text/image, bank app links). */
  provider_data: string | null;
  failure_code: string | null;
  refunded_amount: Generated<number>;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface LoanApplicationTable {
  id: Generated<number>;
  order_id: number;
  amount: number;
  state: Generated<"sending" | "sent" | "approved" | "declined" | "withdrawn">;
  provider_ref: string | null;
  created_at: string;
  updated_at: string;
}

/** The local payment simulators' own records (see migration 0006); never read by the shop itself. */
export interface SandboxPaymentTable {
  id: string;
  kind: "card" | "qpay" | "lender";
  amount: number;
  state: string;
  /** The merchant's reference (order number / invoice no). */
  reference: string;
  callback_url: string | null;
  return_url: string | null;
  /** JSON: anything else the simulator keeps. */
  data: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  event: string;
  from_state: string;
  to_state: string;
  actor: "shopper" | "staff" | "system" | "payment";
  user_id: number | null;
  note: string | null;
  created_at: string;
}

export interface LineItemTable {
  id: Generated<number>;
  order_id: number;
  variant_id: number;
  quantity: number;
  /** Effective selling price when the line was last added to, changed or repriced. */
  unit_price: number;
  gift: Generated<number>;
  /** JSON array of chosen options. */
  options: Generated<string>;
  created_at: string;
  updated_at: string;
}

export type StockMovementReason = "order" | "cancel" | "expire" | "return" | "adjust";

export interface StockMovementTable {
  id: Generated<number>;
  variant_id: number;
  stock_location_id: number;
  /** Negative = taken from stock. */
  quantity: number;
  reason: StockMovementReason;
  order_id: number | null;
  created_at: string;
}

export interface IdempotencyKeyTable {
  key: string;
  scope: string;
  order_id: number | null;
  created_at: string;
}

export type Order = Selectable<OrderTable>;
export type LineItem = Selectable<LineItemTable>;
