import type { DB } from "~/db/client.server";
import { HOUR_MS } from "~/kernel/dates";
import { hitRateLimit } from "~/modules/rate-limits/index.server";
import type { SearchIndex } from "~/modules/search";
import { syncProducts } from "~/modules/search/index.server";
import { REVIEWS_PER_HOUR } from "./domain/limits";
import type { photosOfReviews } from "./queries.server";
import type { ReviewPhotoView } from "./view-models";

/** What the product, vendor and moderation use cases share. */

type PhotoRow = Awaited<ReturnType<typeof photosOfReviews>>[number];

/** What the review use cases need beyond the database: the search index to update after commit, and where photos live. */
export interface ReviewContext {
  db: DB;
  searchIndex: SearchIndex;
  uploadsDir: string;
}

/** A file part named `images` as the web layer read it (within the byte limit). */
export interface UploadedPhoto {
  bytes: Uint8Array;
  /** The client's file name (only cleaned and kept as text; never used for the type or the path). */
  name: string;
}

export interface Viewer {
  userId: number | null;
  isStaff: boolean;
}

/** Writers of one product take turns on PostgreSQL, so each recomputation sees the others' rows. */
export const productQueue = (productId: number) => ({ queueOn: [`product-reviews:${productId}`] });

interface ProductSync {
  running: Promise<void> | null;
  /** A sync that starts when the running one ends: everyone who committed meanwhile waits for it. */
  queued: Promise<void> | null;
}

const syncsByIndex = new WeakMap<SearchIndex, Map<number, ProductSync>>();

/**
 * The search document carries the figures: brought in step after commit, never failing the
 * write. Writers of one product that finish together share syncs: a caller waits for the next
 * sync that starts after its commit, so 50 reviews posted at once rebuild the document a few
 * times, not 50 (on PostgreSQL that was two thirds of the time of the 50-parallel test).
 */
export function syncProductFigures(db: DB, searchIndex: SearchIndex, productId: number): Promise<void> {
  let syncs = syncsByIndex.get(searchIndex);
  if (!syncs) syncsByIndex.set(searchIndex, (syncs = new Map()));
  const state = syncs.get(productId) ?? { running: null, queued: null };
  syncs.set(productId, state);
  if (state.queued) return state.queued;
  const start = (): Promise<void> => {
    const running = syncOnce(db, searchIndex, productId).finally(() => {
      if (state.running === running) state.running = null;
      if (!state.running && !state.queued) syncs.delete(productId);
    });
    state.running = running;
    return running;
  };
  if (!state.running) return start();
  const queued = state.running.then(() => {
    state.queued = null;
    return start();
  });
  state.queued = queued;
  return queued;
}

async function syncOnce(db: DB, searchIndex: SearchIndex, productId: number): Promise<void> {
  try {
    await syncProducts(db, searchIndex, [productId]);
  } catch (error) {
    console.error("[reviews] search index not updated after a review change", error);
  }
}

/** Checked last, so a refused post does not use up the allowance. */
export async function reviewAllowance(db: DB, now: Date, userId: number): Promise<boolean> {
  return hitRateLimit(db, `review:hour:${userId}`, REVIEWS_PER_HOUR, new Date(now.getTime() - HOUR_MS).toISOString(), now);
}

export const authorNameOf = (row: { author_name: string; author_first_name: string }) => row.author_name || row.author_first_name;

export function photoView(photo: Pick<PhotoRow, "id" | "file" | "thumb_file" | "name" | "width" | "height">): ReviewPhotoView {
  return { id: photo.id, url: `/media/reviews/${photo.file}`, thumbUrl: `/media/reviews/${photo.thumb_file}`, name: photo.name, width: photo.width, height: photo.height };
}

export function groupPhotos(rows: readonly PhotoRow[]): Map<number, ReviewPhotoView[]> {
  const byReview = new Map<number, ReviewPhotoView[]>();
  for (const row of rows) byReview.set(row.review_id, [...(byReview.get(row.review_id) ?? []), photoView(row)]);
  return byReview;
}

