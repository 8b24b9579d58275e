import { fixture } from "./fixture-service";

/**
 * A published article or news item of the test's own, written into the e2e database by
 * tests/setup/e2e-article.ts, so journeys on comments and bookmarks do not depend on (or
 * disturb) the demo content.
 */

export interface TestArticle {
  id: number;
  slug: string;
  path: string;
}

export async function createArticle(options: { slug: string; kind?: "article" | "news"; title?: string }): Promise<TestArticle> {
  return fixture<TestArticle>("article", options);
}

/** A slug no other test (or project, or retry) uses. */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
