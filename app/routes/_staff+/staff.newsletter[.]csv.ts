import type { LoaderFunctionArgs } from "@remix-run/node";
import { asStateFilter } from "~/modules/newsletter";
import { subscribersCsv } from "~/modules/newsletter/index.server";
import { requireRole } from "~/platform/guards.server";

/**
 * GET /staff/newsletter.csv[?state=…]: the subscribers as a CSV attachment (UTF-8 with a BOM so
 * spreadsheets read Cyrillic; cells escaped and formula-safe, see the newsletter domain).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const state = asStateFilter(new URL(request.url).searchParams.get("state"));
  const csv = await subscribersCsv(context.db, state);
  const day = context.now.toISOString().slice(0, 10);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-${state ?? "all"}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
