import { Form } from "@remix-run/react";
import { SelectField, TextAreaField } from "~/ui/forms/SelectField";
import { Field, FieldErrors, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { getFormProps, getInputProps, useShopForm, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { useTranslation } from "~/ui/i18n";
import type { ArticleEditorSchema } from "../forms";
import type { ArticleEditorView, EditorExtras } from "../view-models";

/**
 * The article and news editor: one multipart form. 'Save' writes; 'Preview' renders the markdown
 * without saving; 'Upload image' stores a body image and shows the markdown to paste. Each
 * answer re-renders the form with what was typed, so all three work without JavaScript.
 */
export function ArticleEditor({
  editor,
  action,
  lastResult,
  extras,
}: {
  editor: ArticleEditorView;
  action: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  extras: EditorExtras | null | undefined;
}) {
  const { t } = useTranslation("content");
  const [form, fields] = useShopForm<typeof ArticleEditorSchema>({ id: `article-editor-${editor.articleId ?? "new"}`, lastResult, defaultValue: editor.values });
  const coverProps = getInputProps({ ...fields.intent, id: `${form.id}-cover`, name: "cover", errorId: `${form.id}-cover-error`, errors: form.allErrors.cover }, { type: "file" });
  const imageProps = getInputProps({ ...fields.intent, id: `${form.id}-body-image`, name: "bodyImage", errorId: `${form.id}-body-image-error`, errors: form.allErrors.bodyImage }, { type: "file" });
  return (
    <Form method="post" action={action} encType="multipart/form-data" className="form-stack article-editor" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="form-grid">
        <SelectField
          meta={fields.kind}
          label={t("editor.kind")}
          options={[
            { value: "article", label: t("kinds.article") },
            { value: "news", label: t("kinds.news") },
          ]}
          required
        />
        <SelectField
          meta={fields.status}
          label={t("editor.status")}
          options={[
            { value: "draft", label: t("status.draft") },
            { value: "published", label: t("status.published") },
          ]}
          required
        />
        {editor.authors ? (
          <SelectField meta={fields.authorId} label={t("editor.author")} options={editor.authors.map((a) => ({ value: String(a.id), label: a.name }))} required />
        ) : null}
      </div>
      <div className="form-grid">
        <Field meta={fields.titleMn} label={t("editor.titleMn")} maxLength={200} lang="mn" required />
        <Field meta={fields.titleEn} label={t("editor.titleEn")} maxLength={200} lang="en" required />
      </div>
      <Field meta={fields.slug} label={t("editor.slug")} hint={t("editor.slugHint")} maxLength={120} autoComplete="off" spellCheck={false} />
      <div className="form-grid">
        <TextAreaField meta={fields.summaryMn} label={t("editor.summaryMn")} maxLength={500} rows={3} lang="mn" />
        <TextAreaField meta={fields.summaryEn} label={t("editor.summaryEn")} maxLength={500} rows={3} lang="en" />
      </div>
      <TextAreaField meta={fields.bodyMn} label={t("editor.bodyMn")} hint={t("editor.bodyHint")} rows={16} lang="mn" required className="article-editor-body" />
      <TextAreaField meta={fields.bodyEn} label={t("editor.bodyEn")} hint={t("editor.bodyHint")} rows={16} lang="en" required className="article-editor-body" />
      <div className="form-grid">
        <Field meta={fields.tags} label={t("editor.tags")} hint={t("editor.tagsHint", { tags: editor.tags.map((tag) => tag.code).join(", ") })} maxLength={700} autoComplete="off" spellCheck={false} />
        <Field meta={fields.products} label={t("editor.products")} hint={t("editor.productsHint")} maxLength={2000} autoComplete="off" spellCheck={false} />
      </div>
      <div className="field">
        <label htmlFor={coverProps.id}>{t("editor.cover")}</label>
        {editor.coverUrl ? <img src={editor.coverUrl} alt="" width={240} height={135} className="article-editor-cover" /> : null}
        <input {...coverProps} accept="image/jpeg,image/png,image/webp,image/gif" />
        <p className="field-hint">{t("editor.coverHint")}</p>
        <FieldErrors id={`${form.id}-cover-error`} errors={form.allErrors.cover} />
      </div>
      <fieldset className="article-editor-image">
        <legend>{t("editor.bodyImage")}</legend>
        <input {...imageProps} aria-label={t("editor.bodyImage")} accept="image/jpeg,image/png,image/webp,image/gif" />
        <SubmitButton name="intent" value="upload_image" className="button button-secondary button-small">
          {t("editor.uploadImage")}
        </SubmitButton>
        <FieldErrors id={`${form.id}-body-image-error`} errors={form.allErrors.bodyImage} />
        {extras?.imageSnippet ? (
          <p className="article-editor-snippet">
            {t("editor.snippetHint")} <code data-testid="image-snippet">{extras.imageSnippet}</code>
          </p>
        ) : null}
      </fieldset>
      <div className="form-actions">
        <SubmitButton name="intent" value="save">
          {t("editor.save")}
        </SubmitButton>
        <SubmitButton name="intent" value="preview" className="button button-secondary">
          {t("editor.preview")}
        </SubmitButton>
      </div>
      {extras?.previewHtml ? (
        <section className="article-preview" aria-labelledby="article-preview-title">
          <h2 id="article-preview-title">{t("editor.previewTitle")}</h2>
          <div className="article-body" lang="mn" dangerouslySetInnerHTML={{ __html: extras.previewHtml.mn }} />
          <hr />
          <div className="article-body" lang="en" dangerouslySetInnerHTML={{ __html: extras.previewHtml.en }} />
        </section>
      ) : null}
    </Form>
  );
}
