import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { db } from "~/db/client.server";
import { clearRecentSearches } from "~/modules/search/recent-searches.server";
import { getCurrentUser } from "~/modules/auth/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { readFormData } from "~/platform/form-body.server";
import { withTranslatedRefusals } from "~/platform/refusal-page.server";

/** The 'Clear' form of the recent searches list. */
const HistoryFormSchema = z.object({
  intent: z.literal("clear"),
  redirectTo: z.string().max(2048).optional(),
});

async function postAction({ request }: ActionFunctionArgs) {
  assertSameSite(request);
  const submission = parseWithZod(await readFormData(request), { schema: HistoryFormSchema });
  if (submission.status !== "success") {
    const t = await i18next.getFixedT(await i18next.getLocale(request));
    throw new Response(t("search:history.badRequest"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return redirect(safeRedirectPath(submission.value.redirectTo, "/search"), {
    status: 303,
    headers: { "Set-Cookie": await clearRecentSearches(db, await getCurrentUser(request)) },
  });
}

export function loader() {
  return redirect("/search");
}

// A browser posting a bad form here gets a translated page (this route has none of its own).
export const action = withTranslatedRefusals(postAction);
