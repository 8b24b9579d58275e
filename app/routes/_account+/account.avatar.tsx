import { type SubmissionResult } from "~/ui/forms/use-shop-form";
import { requireUser } from "~/platform/guards.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { AvatarForm } from "~/modules/accounts";
import { accountSummary } from "~/modules/auth";
import { removeAvatar, replaceAvatar, type AvatarError } from "~/modules/accounts/index.server";
import { readAvatarRequest } from "~/web/avatar-upload.server";

import { env } from "~/config/env.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";

/**
 * POST /account/avatar: upload (multipart, field `avatar`) or remove (`intent=remove`).
 * Success goes back to the profile with a toast. A refused upload answers 400 with the
 * message: with JavaScript the profile page's fetcher shows it in place; without, this page
 * shows it beside the form (it is also reachable as a page of its own).
 */
export const meta = privatePageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  const summary = accountSummary(user);
  return { title: pageTitle(t, t("account:avatar.title")), displayName: summary.displayName, avatarUrl: summary.avatarUrl, avatarMaxBytes: env().AVATAR_MAX_BYTES };
}

const MESSAGES: Record<AvatarError, string> = {
  required: "account:errors.avatarRequired",
  tooLarge: "account:errors.avatarTooLarge",
  notImage: "account:errors.avatarNotImage",
  badRequest: "account:errors.avatarRequired",
  notFound: "account:errors.notFound",
};

function refused(error: AvatarError) {
  const result: SubmissionResult<string[]> = { status: "error", error: { avatar: [MESSAGES[error]] } };
  return data(result, { status: 400 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const config = env();
  const storage = { uploadsDir: config.UPLOADS_DIR };
  const read = await readAvatarRequest(request, config.AVATAR_MAX_BYTES);
  if (!read.ok) return refused(read.error);
  const now = context.now;
  if (read.value.intent === "remove") {
    const removed = await removeAvatar(context.db, user.id, storage, now);
    if (!removed.ok) return refused(removed.error);
    return redirectWithToast("/account", { kind: "success", key: "account:toast.avatarRemoved" });
  }
  const saved = await replaceAvatar(context.db, user.id, read.value.bytes, storage, now);
  if (!saved.ok) return refused(saved.error);
  return redirectWithToast("/account", { kind: "success", key: "account:toast.avatarUpdated" });
}

export default function AvatarPage() {
  const { t } = useTranslation();
  const { displayName, avatarUrl, avatarMaxBytes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="account-panel" aria-labelledby="avatar-title">
      <h1 id="avatar-title">{t("account:avatar.title")}</h1>
      <AvatarForm
        key={avatarUrl ?? "none"}
        avatarUrl={avatarUrl}
        displayName={displayName}
        maxBytes={avatarMaxBytes}
        initialResult={actionData as SubmissionResult<string[]> | undefined}
      />
      <p>
        <Link to="/account">{t("account:actions.backToProfile")}</Link>
      </p>
    </section>
  );
}
