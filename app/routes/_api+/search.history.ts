import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getCurrentUser } from "~/platform/guards.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { z } from "zod";
import { clearRecentSearches } from "~/web/recent-searches.server";

import i18next from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { readFormData } from "~/platform/form-body.server";
import { withTranslatedRefusals } from "~/platform/refusal-page.server";

/** The 'Clear' form of the recent searches list. */
const HistoryFormSchema = z.object({
  intent: z.literal("clear"),
  redirectTo: z.string().max(2048).optional(),
});

async function postAction({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const submission = parseWithZod(await readFormData(request), { schema: HistoryFormSchema });
  if (submission.status !== "success") {
    const t = await i18next.getFixedT(context.locale);
    throw new Response(t("search:history.badRequest"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const headers = new Headers();
  for (const cookie of await clearRecentSearches(context.db, request, await getCurrentUser(request, context), context.now)) headers.append("Set-Cookie", cookie);
  return redirect(safeRedirectPath(submission.value.redirectTo, "/search"), { status: 303, headers });
}

export function loader() {
  return redirect("/search");
}

// A browser posting a bad form here gets a translated page (this route has none of its own).
export const action = withTranslatedRefusals(postAction);
