import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql, type Insertable, type Kysely, type Transaction } from "kysely";
import sharp from "sharp";
import { renderProductImageSvg } from "~/modules/catalog";
import { DAY_MS, HOUR_MS } from "~/kernel/dates";
import { DEFAULT_ORDER_RULES } from "~/modules/orders";
import { continueNumberingAfterMax } from "../migrations/portable";
import type { Database } from "../schema";
import type { DemoProduct, DemoProductType } from "./demo-catalogue";
import { chance, int, mulberry32, pick, pickSome, type Rng } from "./demo/random";
import { REVIEW_TEXTS, type RatingBand, type ReviewTextKind } from "./demo/review-texts";

/**
 * The demo's product reviews (issue 18): real rows from demo reviewer accounts, from which the
 * products' `average_rating` and `total_reviews` are computed, so no product shows a count its
 * reviews do not add up to. Written with the catalogue (seedDemoCatalogue), chunk by chunk.
 *
 * Deterministic for a seed (ratings, texts, dates, votes); only order tokens and photo file
 * names are random, as they are for a shopper's.
 */

/** Demo reviewers: more than DEMO_MAX_REVIEWS_PER_PRODUCT, so every planned review has its own author. */
const REVIEWER_NAMES = [
  ["Батбаяр", "Д."], ["Сарангэрэл", "Б."], ["Энхжаргал", "Т."], ["Төмөрбаатар", "Г."], ["Оюунчимэг", "С."],
  ["Ганболд", "Ж."], ["Нарантуяа", "Ж."], ["Мөнхбат", "Э."], ["Алтанцэцэг", "Н."], ["Бат-Эрдэнэ", "О."],
  ["Цэцэгмаа", "Л."], ["Ганзориг", "Ц."], ["Уранчимэг", "Д."], ["Болормаа", "П."], ["Тэмүүлэн", "Х."],
  ["Золзаяа", "М."], ["Эрдэнэбилэг", "Б."], ["Хулан", "А."], ["Баярмаа", "Ч."], ["Очирбат", "Ш."],
  ["Номин", "Г."], ["Амарсайхан", "Р."], ["Мөнхзул", "Ё."], ["Сүхбаатар", "Н."], ["Анужин", "Т."],
  ["Билгүүн", "Ж."], ["Отгонбаяр", "С."], ["Гэрэлмаа", "Д."], ["Дөлгөөн", "Б."], ["Ариунаа", "Э."],
  ["Тэлмэн", "Ө."], ["Солонго", "Ц."], ["Жавхлан", "Л."], ["Пүрэвсүрэн", "Г."], ["Мишээл", "О."],
  ["Энхтүвшин", "Х."], ["Нандин-Эрдэнэ", "Б."], ["Батцэцэг", "Д."], ["Цогтбаяр", "М."], ["Өсөхбаяр", "А."],
  ["Anna", "K."], ["James", "W."], ["Sophie", "M."], ["Kenji", "T."], ["Lukas", "B."],
  ["Min-ji", "P."], ["Olivia", "R."], ["Pierre", "D."],
] as const;

export const DEMO_REVIEWER_COUNT = REVIEWER_NAMES.length;
export const demoReviewerEmail = (index: number) => `reviewer-${String(index + 1).padStart(2, "0")}@demo.kharsuvd.mn`;

/** Photo reviews in the whole demo: enough to show them, few enough that startup stays fast. */
const DEMO_PHOTO_REVIEWS = 30;
/** Reviews with this rating or more may carry a photo (a shopper shows off a bottle they liked). */
const PHOTO_MIN_RATING = 3;
const MAX_PARAMETERS = 30_000;

const HIDDEN_REASONS = [
  "Сурталчилгаа, өөр дэлгүүрийн холбоос агуулсан.",
  "Бүтээгдэхүүний тухай биш, хүргэлтийн гомдол.",
  "Зохисгүй үг хэллэгтэй.",
];
const REPORT_REASONS = ["Сурталчилгаа байна", "Бүтээгдэхүүнтэй холбоогүй", "Spam", ""];

export interface ReviewSeedOptions {
  now: Date;
  seed: number;
  /** Photos are written under `<uploadsDir>/reviews/` only when given. */
  uploadsDir?: string;
}

/** The state the seed carries from chunk to chunk. */
export interface ReviewSeeder {
  writeFor(trx: Transaction<Database>, products: readonly DemoProduct[]): Promise<void>;
  /** Continues the id numbering after the rows written. */
  finish(db: Kysely<Database>): Promise<void>;
}

function textKind(type: DemoProductType): ReviewTextKind {
  switch (type) {
    case "wine":
    case "sparkling":
    case "beer":
      return type;
    case "vodka":
    case "whisky":
    case "cognac":
    case "gin":
    case "rum":
    case "tequila":
    case "liqueur":
      return "spirit";
    default:
      return "other";
  }
}

const bandOf = (rating: number): RatingBand => (rating >= 5 ? "praise" : rating === 4 ? "good" : rating === 3 ? "mixed" : "poor");

/** A rating around the product's lean: mostly within a star of it, now and then a disappointed buyer. */
function ratingNear(r: Rng, lean: number): number {
  if (chance(r, 0.06)) return int(r, 1, 2);
  return Math.max(1, Math.min(5, Math.round(lean + (r() - 0.5) * 2)));
}

const toIso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

async function insertMany<T extends keyof Database>(trx: Transaction<Database> | Kysely<Database>, table: T, rows: readonly Insertable<Database[T]>[]) {
  if (rows.length === 0) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length));
  for (let i = 0; i < rows.length; i += perStatement) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await (trx as Kysely<any>).insertInto(table).values(rows.slice(i, i + perStatement) as any[]).execute();
  }
}

/** Finds or creates the demo reviewers (no password: they could only sign in with a code to their address). */
export async function ensureDemoReviewers(db: Kysely<Database>, now: Date): Promise<number[]> {
  const emails = REVIEWER_NAMES.map((_, index) => demoReviewerEmail(index));
  const existing = await db.selectFrom("users").select(["id", "email"]).where("email", "in", emails).execute();
  const known = new Set(existing.map((u) => u.email));
  const at = now.toISOString();
  const missing = REVIEWER_NAMES.flatMap(([first, last], index) =>
    known.has(emails[index]!)
      ? []
      : [{ email: emails[index]!, email_confirmed_at: at, name: last ? `${first} ${last}` : first, first_name: first, last_name: last, role: "customer" as const, locale: index >= 40 ? "en" : "mn", created_at: at, updated_at: at }],
  );
  // Another server starting at once may have written them: the unique e-mail keeps one of each.
  if (missing.length > 0) await db.insertInto("users").values(missing).onConflict((oc) => oc.column("email").doNothing()).execute();
  const rows = await db.selectFrom("users").select(["id", "email"]).where("email", "in", emails).execute();
  const byEmail = new Map(rows.map((u) => [u.email, u.id]));
  return emails.map((email) => byEmail.get(email)!);
}

interface RenderedPhoto {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** A shopper's "photo" of the bottle: the product's own drawing on a table-top colour, as WebP. */
async function renderPhoto(style: string, closeUp: boolean, background: string): Promise<RenderedPhoto | null> {
  const svg = renderProductImageSvg(style);
  if (svg === null) return null;
  const width = closeUp ? 480 : 640;
  const height = 480;
  // One pipeline (drawn, fitted onto the colour, encoded) with a low encoder effort: flat
  // drawings lose nothing by it, and startup stays quick.
  const full = await sharp(Buffer.from(svg), { density: 96 })
    .resize(width, height, { fit: "contain", background })
    .flatten({ background })
    .webp({ quality: 78, effort: 1 })
    .toBuffer();
  const thumb = await sharp(full).resize(240, 240, { fit: "cover" }).webp({ quality: 72, effort: 1 }).toBuffer();
  return { full, thumb, width, height };
}

const TABLE_TOPS = ["#d8c7a8", "#b98b62", "#e9e4dc", "#6b4f3a", "#c9d3d8"];

/** Starts the review seed: creates the reviewers and reads where order ids continue. */
export async function startDemoReviews(db: Kysely<Database>, options: ReviewSeedOptions): Promise<ReviewSeeder> {
  const reviewers = await ensureDemoReviewers(db, options.now);
  const r = mulberry32(options.seed ^ 0x5eed_4e71);
  const nowMs = options.now.getTime();
  const lastOrder = await db.selectFrom("orders").select(({ fn }) => fn.max("id").as("max")).executeTakeFirst();
  let orderId = Number(lastOrder?.max ?? 0);
  const lastNumber = await db
    .selectFrom("orders")
    .select(({ fn }) => fn.max("number").as("max"))
    .where("number", "like", "R5%")
    .executeTakeFirst();
  // The demo's orders are numbered from R500000001 (tests number theirs elsewhere); a shopper's
  // random number that meets one is retried by the orders module.
  let orderNumber = lastNumber?.max ? Number(lastNumber.max.slice(1)) : 500_000_000;
  let reviewId = 0;
  let photoId = 0;
  let photosLeft = options.uploadsDir ? DEMO_PHOTO_REVIEWS : 0;
  // A share of the reviewers have bought what they reviewed: their reviews are verified purchases.
  const buyers = new Set(pickSome(r, reviewers, Math.round(reviewers.length * 0.6)));
  const photoDir = options.uploadsDir ? path.resolve(options.uploadsDir, "reviews") : null;
  if (photoDir) await mkdir(photoDir, { recursive: true });

  return {
    async writeFor(trx, products) {
      const reviews: Insertable<Database["product_reviews"]>[] = [];
      const votes: Insertable<Database["product_review_votes"]>[] = [];
      const reports: Insertable<Database["product_review_reports"]>[] = [];
      const photoJobs: { reviewId: number; style: string; count: number; createdAt: string; name: string }[] = [];
      /** Per buyer: the lines of their delivered orders (variant, price) and the latest review date. */
      const purchases = new Map<number, { variantId: number; price: number; reviewedMs: number }[]>();

      for (const product of products) {
        const plan = product.reviewPlan;
        if (plan === null) continue;
        const p = product.product;
        const kind = textKind(p.product_type as DemoProductType);
        const sinceMs = Date.parse(p.available_on);
        const authors = pickSome(r, reviewers, plan.count);
        const master = product.variants[0]!.variant;
        const style = /\/media\/products\/(.+)\.svg$/.exec(p.image ?? "")?.[1] ?? null;
        for (const userId of authors) {
          const id = ++reviewId;
          const rating = ratingNear(r, plan.lean);
          const language = chance(r, 0.75) ? "mn" : "en";
          const body = pick(r, REVIEW_TEXTS[kind][bandOf(rating)][language]);
          const createdMs = sinceMs + Math.pow(r(), 0.7) * Math.max(DAY_MS, nowMs - sinceMs - DAY_MS);
          const createdAt = toIso(Math.min(createdMs, nowMs - 60_000));
          const others = reviewers.filter((u) => u !== userId);
          const helpful = chance(r, 0.4) ? pickSome(r, others, int(r, 1, rating >= 4 ? 12 : 4)) : [];
          const reporters = chance(r, 0.012) ? pickSome(r, others.filter((u) => !helpful.includes(u)), int(r, 1, 2)) : [];
          const hidden = chance(r, 0.004) || (reporters.length > 1 && chance(r, 0.5));
          const photos = photosLeft > 0 && style !== null && rating >= PHOTO_MIN_RATING && !hidden && chance(r, 0.12) ? int(r, 1, 2) : 0;
          photosLeft -= photos > 0 ? 1 : 0;
          reviews.push({
            id,
            product_id: p.id,
            user_id: userId,
            rating,
            body,
            language,
            status: hidden ? "hidden" : "visible",
            helpful_count: helpful.length,
            report_count: reporters.length,
            photo_count: photos,
            hidden_reason: hidden ? pick(r, HIDDEN_REASONS) : null,
            hidden_by: null,
            hidden_at: hidden ? createdAt : null,
            created_at: createdAt,
            updated_at: createdAt,
          });
          const voteMs = Math.min(Date.parse(createdAt) + DAY_MS, nowMs);
          for (const voter of helpful) votes.push({ review_id: id, user_id: voter, created_at: toIso(voteMs) });
          for (const reporter of reporters) reports.push({ review_id: id, user_id: reporter, reason: pick(r, REPORT_REASONS), created_at: toIso(voteMs) });
          if (photos > 0) photoJobs.push({ reviewId: id, style: style!, count: photos, createdAt, name: `${p.slug}.jpg` });
          if (buyers.has(userId) && chance(r, 0.7)) {
            const list = purchases.get(userId) ?? [];
            list.push({ variantId: master.id, price: master.sale_price ?? master.price, reviewedMs: Date.parse(createdAt) });
            purchases.set(userId, list);
          }
        }
      }

      await insertMany(trx, "product_reviews", reviews);
      await insertMany(trx, "product_review_votes", votes);
      await insertMany(trx, "product_review_reports", reports);
      await writePhotos(trx, photoJobs);
      await writeOrders(trx, purchases);

      // The figures, from the rows just written: the mean and number of the visible reviews, the
      // same expression the reviews module writes (an exact double, not PostgreSQL's numeric avg).
      const ids = products.filter((p) => p.reviewPlan !== null).map((p) => p.product.id);
      if (ids.length > 0) {
        const lo = Math.min(...ids);
        const hi = Math.max(...ids);
        await sql`update products set
            average_rating = coalesce((select cast(sum(pr.rating) as double precision) / count(*) from product_reviews pr where pr.product_id = products.id and pr.status = 'visible'), 0),
            total_reviews = (select count(*) from product_reviews pr where pr.product_id = products.id and pr.status = 'visible')
          where id between ${lo} and ${hi}`.execute(trx);
      }
    },
    async finish(db) {
      for (const table of ["product_reviews", "product_review_photos", "orders"] as const) await continueNumberingAfterMax(db, table);
    },
  };

  async function writePhotos(trx: Transaction<Database>, jobs: { reviewId: number; style: string; count: number; createdAt: string; name: string }[]) {
    if (jobs.length === 0 || photoDir === null) return;
    const dir = photoDir;
    // The table-top colours are drawn in order (deterministic); the rendering runs in parallel.
    const planned = jobs.flatMap((job) => Array.from({ length: job.count }, (_, position) => ({ job, position, background: pick(r, TABLE_TOPS) })));
    const rendered = await Promise.all(
      planned.map(async ({ job, position, background }) => {
        const photo = await renderPhoto(job.style, position === 1, background);
        if (photo === null) return null;
        const file = `${randomBytes(16).toString("hex")}.webp`;
        const thumb = `${randomBytes(16).toString("hex")}.webp`;
        await Promise.all([writeFile(path.join(dir, file), photo.full), writeFile(path.join(dir, thumb), photo.thumb)]);
        return { review_id: job.reviewId, file, thumb_file: thumb, name: job.name, width: photo.width, height: photo.height, position, created_at: job.createdAt };
      }),
    );
    const rows = rendered.flatMap((row) => (row === null ? [] : [{ id: ++photoId, ...row }]));
    await insertMany(trx, "product_review_photos", rows);
    // A drawing that failed to render leaves the review with fewer photos: keep the count true.
    await sql`update product_reviews set photo_count = (select count(*) from product_review_photos ph where ph.review_id = product_reviews.id)
      where id in (${sql.join(jobs.map((j) => j.reviewId))})`.execute(trx);
  }

  /** Delivered orders holding what the buyers reviewed (at most six lines each), delivered before they wrote. */
  async function writeOrders(trx: Transaction<Database>, purchases: Map<number, { variantId: number; price: number; reviewedMs: number }[]>) {
    const orders: Insertable<Database["orders"]>[] = [];
    const lines: Insertable<Database["line_items"]>[] = [];
    for (const [userId, bought] of purchases) {
      for (let start = 0; start < bought.length; start += 6) {
        const group = bought.slice(start, start + 6);
        const id = ++orderId;
        // Delivered before the first review, and before the return window of the seed's day: every
        // seeded order is settled, so no sweep changes it after start.
        const deliveredMs = Math.min(Math.min(...group.map((b) => b.reviewedMs)) - int(r, 1, 10) * HOUR_MS, nowMs - DEFAULT_ORDER_RULES.returnWindowHours * HOUR_MS - DAY_MS);
        const placedMs = deliveredMs - int(r, 1, 3) * DAY_MS;
        const itemTotal = group.reduce((sum, b) => sum + b.price, 0);
        const placed = toIso(placedMs);
        const delivered = toIso(deliveredMs);
        // Past the return window: completed, as the order sweep leaves a delivered order.
        const completedMs = deliveredMs + DEFAULT_ORDER_RULES.returnWindowHours * HOUR_MS;
        const settled = completedMs <= nowMs;
        orders.push({
          id,
          number: `R${++orderNumber}`,
          token: randomBytes(24).toString("base64url"),
          user_id: userId,
          state: settled ? "completed" : "delivered",
          item_total: itemTotal,
          ship_total: 0,
          adjustment_total: 0,
          // VAT (10%) contained in the VAT-inclusive total, as the cart computes it.
          tax_total: itemTotal - Math.floor((20 * itemTotal + 11) / 22),
          total: itemTotal,
          item_count: group.length,
          created_at: placed,
          updated_at: settled ? toIso(completedMs) : delivered,
          completed_at: settled ? toIso(completedMs) : placed,
          placed_at: placed,
          delivered_at: delivered,
          delivery_type: "pickup",
          pickup_location_id: 1,
          payment_method: "card",
          paid_total: itemTotal,
        });
        for (const b of group) lines.push({ order_id: id, variant_id: b.variantId, quantity: 1, unit_price: b.price, created_at: placed, updated_at: placed });
      }
    }
    await insertMany(trx, "orders", orders);
    await insertMany(trx, "line_items", lines);
  }
}
