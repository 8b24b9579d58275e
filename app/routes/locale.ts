import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { LocaleFormSchema } from "~/validation/locale-form";
import { localeCookie } from "~/utils/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/utils/request-guards.server";
import { readFormData } from "~/utils/form-body.server";
import { withTranslatedRefusals } from "~/utils/refusal-page.server";

async function postAction({ request }: ActionFunctionArgs) {
  assertSameSite(request);
  const submission = parseWithZod(await readFormData(request), { schema: LocaleFormSchema });
  if (submission.status !== "success") {
    throw new Response("errors.unsupportedLanguage", { status: 400 });
  }
  return redirect(safeRedirectPath(submission.value.redirectTo), {
    headers: { "Set-Cookie": await localeCookie.serialize(submission.value.lng) },
  });
}

export function loader() {
  return redirect("/");
}

// A browser posting a bad form here gets a translated page (this route has none of its own).
export const action = withTranslatedRefusals(postAction);
