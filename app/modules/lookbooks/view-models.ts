import type { ProductSummary } from "~/modules/catalog";

export interface LookbookTile {
  slug: string;
  title: string;
  summary: string;
  image: string;
  itemCount: number;
}

export interface LookbookPageView {
  lookbook: { slug: string; title: string; summary: string; image: string; publishedAt: string | null };
  /** The look's products in order, each with its pin on the image when it has one. */
  items: { product: ProductSummary; hotspot: { x: number; y: number } | null; number: number }[];
}
