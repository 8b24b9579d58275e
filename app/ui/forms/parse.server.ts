/**
 * conform's parser for the actions, through a .server module: a route that imported
 * @conform-to/zod itself kept it, and zod, in its browser bundle even though only the action
 * used it (neither package is marked free of side effects, so the bundler keeps the import).
 * The browser half of the forms is ./use-shop-form (docs/decisions/039-forms-in-the-browser.md).
 */
export { parseWithZod } from "@conform-to/zod";

/**
 * The first message of a refused submission, for answers that carry one message (a toast, a
 * fetcher's error): field order as the schema reported them.
 */
export function firstError(error: Record<string, string[] | null> | null | undefined): string | undefined {
  return Object.values(error ?? {})
    .flat()
    .find((message): message is string => Boolean(message));
}
