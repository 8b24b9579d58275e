import { sql } from "kysely";
// Writes product reviews straight through the shop's own use case (writeProductReview), for the
// moderation browser test (tests/e2e/support/review-moderation.ts): the journey under test is the
// staff's hide and restore, not the writing, which has its own spec. Called through the fixture
// service (tests/setup/e2e-fixtures.ts), a second writer beside the server (WAL mode).
//
// Input: {"reviews": [{"email": string, "rating": 1-5, "comment": string, "language"?: "mn"|"en"}]}
// The product is chosen here: one no other spec picks (the sixth-oldest product on sale with a
// brand and an image), so its figures move only with this test's reviews.
// Answers {"slug", "nameMn", "nameEn", "brandCode", "reviewIds": number[],
//   "visibleSum": number, "visibleCount": number} — the figures after the reviews were written.
import type { DB } from "../../app/db/client.server";
import { env } from "../../app/config/env.server";
import { shopNow } from "../../app/kernel/clock.server";
import { findUserByContact, insertUser } from "../../app/modules/accounts/queries/users.server";
import { writeProductReview } from "../../app/modules/reviews/index.server";
import { createSearchIndex } from "../../app/modules/search/index.server";

interface Input {
  /** Which of the products no other spec uses (one per project and language). */
  slot?: number;
  reviews: { email: string; rating: number; comment: string; language?: "mn" | "en" }[];
}

export async function createReviewedProduct(db: DB, input: Input) {

  const now = shopNow();
  const product = await db
    .selectFrom("products as p")
    .innerJoin("brands as b", "b.id", "p.brand_id")
    .where("p.available_on", "<=", now.toISOString())
    .where("p.image", "is not", null)
    // A brand that fits on one listing page (40), so the rating sort shows the product on page 1.
    .where(sql<boolean>`p.brand_id in (select brand_id from products group by brand_id having count(*) <= 40)`)
    // In stock: the listing leaves sold-out products out.
    .where(sql<boolean>`p.id in (select id from search_products where total_on_hand >= 5)`)
    .orderBy("p.id")
    .offset(5 + (input.slot ?? 0))
    .limit(1)
    .select(["p.id", "p.slug", "p.name_mn", "p.name_en", "b.code as brandCode"])
    .executeTakeFirstOrThrow();
  const ctx = { db, searchIndex: createSearchIndex(db, env()), uploadsDir: env().UPLOADS_DIR };
  const reviewIds: number[] = [];
  for (const review of input.reviews) {
    const email = review.email.trim().toLowerCase();
    const user = (await findUserByContact(db, "email", email)) ?? (await insertUser(db, { email, emailConfirmed: true, name: email.split("@")[0], locale: "mn" }, now));
    const result = await writeProductReview(ctx, now, user.id, product.slug, { rating: review.rating, comment: review.comment, language: review.language ?? "mn" }, []);
    if (!result.ok) throw new Error(`review refused: ${result.error}`);
    reviewIds.push(result.value.reviewId);
  }
  const figures = await db
    .selectFrom("product_reviews")
    .where("product_id", "=", product.id)
    .where("status", "=", "visible")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.sum<number>("rating").as("sum")])
    .executeTakeFirstOrThrow();
  return { slug: product.slug, nameMn: product.name_mn, nameEn: product.name_en, brandCode: product.brandCode, reviewIds, visibleSum: Number(figures.sum ?? 0), visibleCount: Number(figures.count) };
}
