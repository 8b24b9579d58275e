import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "~/ui/forms/parse.server";
import { LocaleFormSchema } from "~/modules/accounts";
import { localeCookie } from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { readFormData } from "~/platform/form-body.server";
import { withTranslatedRefusals } from "~/platform/refusal-page.server";

async function postAction({ request }: ActionFunctionArgs) {
  assertSameSite(request);
  const submission = parseWithZod(await readFormData(request), { schema: LocaleFormSchema });
  if (submission.status !== "success") {
    throw new Response("errors.unsupportedLanguage", { status: 400 });
  }
  return redirect(withoutAddressLanguage(safeRedirectPath(submission.value.redirectTo)), {
    headers: { "Set-Cookie": await localeCookie.serialize(submission.value.lng) },
  });
}

/** A page opened as `?lng=en` would keep its language over the new cookie: the choice drops it. */
function withoutAddressLanguage(path: string): string {
  const url = new URL(path, "http://shop.invalid");
  url.searchParams.delete("lng");
  return `${url.pathname}${url.search}${url.hash}`;
}

export function loader() {
  return redirect("/");
}

// A browser posting a bad form here gets a translated page (this route has none of its own).
export const action = withTranslatedRefusals(postAction);
