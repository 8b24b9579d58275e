import { useShopForm, getFormProps, getInputProps, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { asLng } from "~/i18n";
import { FieldErrors, FormErrors } from "~/ui/forms/Field";
import type { createAvatarFormSchema } from "../forms/avatar-form";

export const AVATAR_ACTION = "/account/avatar";
const ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

/**
 * Upload and remove the avatar. Both are plain POST forms to /account/avatar: without
 * JavaScript the answer is that page (a 400 with the message, or a redirect back here with a
 * toast); with it, a fetcher keeps the shopper on the page and shows the message in place.
 */
export function AvatarForm({
  avatarUrl,
  displayName,
  maxBytes,
  initialResult,
}: {
  avatarUrl: string | null;
  displayName: string;
  maxBytes: number;
  initialResult?: SubmissionResult<string[]> | null;
}) {
  const { t, i18n } = useTranslation();
  const upload = useFetcher<SubmissionResult<string[]>>({ key: "avatar-upload" });
  const remove = useFetcher({ key: "avatar-remove" });
  const [form, fields] = useShopForm<ReturnType<typeof createAvatarFormSchema>>({
    id: "avatar-form",
    lastResult: upload.data ?? initialResult,
  });
  const megabytes = new Intl.NumberFormat(asLng(i18n.language), { maximumFractionDigits: 1 }).format(maxBytes / 1_000_000);
  const busy = upload.state !== "idle" || remove.state !== "idle";
  const initial = (displayName.trim()[0] ?? "?").toUpperCase();
  return (
    <div className="avatar-block">
      {avatarUrl ? (
        <img className="avatar-image" src={avatarUrl} alt={t("account:avatar.alt", { name: displayName })} width={128} height={128} />
      ) : (
        <div className="avatar-placeholder" role="img" aria-label={t("account:avatar.none")}>
          {initial}
        </div>
      )}
      <div className="avatar-forms">
        <upload.Form method="post" action={AVATAR_ACTION} encType="multipart/form-data" className="form-stack" {...getFormProps(form)}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="field">
            <label htmlFor={fields.avatar.id}>{avatarUrl ? t("account:avatar.change") : t("account:avatar.upload")}</label>
            <input
              {...getInputProps(fields.avatar, { type: "file", ariaDescribedBy: `${fields.avatar.id}-hint` })}
              accept={ACCEPT}
              key={fields.avatar.key}
            />
            <p id={`${fields.avatar.id}-hint`} className="field-hint">
              {t("account:avatar.hint", { size: megabytes })}
            </p>
            <FieldErrors id={fields.avatar.errorId} errors={fields.avatar.errors} />
          </div>
          <div className="form-actions">
            <button type="submit" className="button button-small" aria-disabled={busy || undefined}>
              {t("account:avatar.save")}
              {upload.state === "submitting" ? <span className="spinner" aria-hidden="true" /> : null}
            </button>
          </div>
        </upload.Form>
        {avatarUrl ? (
          <remove.Form method="post" action={AVATAR_ACTION}>
            <button type="submit" name="intent" value="remove" className="link-button">
              {t("account:avatar.remove")}
            </button>
          </remove.Form>
        ) : null}
      </div>
    </div>
  );
}
