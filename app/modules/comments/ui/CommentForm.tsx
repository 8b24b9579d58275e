import { Form } from "@remix-run/react";
import { FieldErrors, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { getFormProps, getTextareaProps, useShopForm, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { useTranslation } from "~/ui/i18n";
import { COMMENT_MAX } from "../domain/rules";
import type { CommentSchema } from "../forms";

/**
 * A new comment, or a reply to `replyId`. A plain post to /comments: without JavaScript a
 * refusal comes back as /comments' own page with this form, the text kept and the error shown.
 */
export function CommentForm({
  articleId,
  replyId,
  returnTo,
  lastResult,
}: {
  articleId: number;
  replyId?: number;
  returnTo: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const [form, fields] = useShopForm<typeof CommentSchema>({ lastResult });
  const reply = replyId !== undefined;
  return (
    <Form method="post" action="/comments" className="comment-form" {...getFormProps(form)} data-testid={reply ? "reply-form" : "comment-form"}>
      <input type="hidden" name="article_id" value={articleId} />
      {reply ? <input type="hidden" name="reply_id" value={replyId} /> : null}
      <input type="hidden" name="returnTo" value={returnTo} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="field">
        <label htmlFor={fields.comment.id}>{t(reply ? "comments:form.replyLabel" : "comments:form.label")}</label>
        <textarea
          {...getTextareaProps(fields.comment, { ariaDescribedBy: `${fields.comment.id}-hint` })}
          key={fields.comment.key}
          rows={reply ? 3 : 4}
          maxLength={COMMENT_MAX}
          required
        />
        <p id={`${fields.comment.id}-hint`} className="field-hint">
          {t("comments:form.hint", { max: COMMENT_MAX })}
        </p>
        <FieldErrors id={fields.comment.errorId} errors={fields.comment.errors} />
      </div>
      <SubmitButton className="button">{t(reply ? "comments:form.replySubmit" : "comments:form.submit")}</SubmitButton>
    </Form>
  );
}
