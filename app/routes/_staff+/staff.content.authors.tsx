import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SelectField, TextAreaField } from "~/ui/forms/SelectField";
import { AuthorSchema, CONTENT_STATUS, GrantAuthorSchema, TagSchema } from "~/modules/content";
import { createAuthor, grantAuthorRole, saveTag, staffAuthors } from "~/modules/content/index.server";
import { badRequest, readFormData } from "~/platform/form-body.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Field, FormErrors } from "~/ui/forms/Field";
import { parseWithZod } from "~/ui/forms/parse.server";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { getFormProps, useShopForm, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import contentStylesHref from "~/styles/content.css";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesHref }];

const PATH = "/staff/content/authors";

/** /staff/content/authors: create authors, give an account the author role, name and describe tags. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("content:staff.authorsTitle")), ...(await staffAuthors(context.db)) };
}

type Answer = { form: "create_author" | "grant" | "tag"; result: SubmissionResult<string[]> };

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  await requireRole(request, context, "staff");
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "create_author") {
    const submission = parseWithZod(formData, { schema: AuthorSchema });
    if (submission.status !== "success") return data<Answer>({ form: intent, result: submission.reply() }, { status: 400 });
    await createAuthor(context.db, context.now, submission.value);
    return redirectWithToast(PATH, { kind: "success", key: "content:toast.authorCreated" });
  }
  if (intent === "grant") {
    const submission = parseWithZod(formData, { schema: GrantAuthorSchema });
    if (submission.status !== "success") return data<Answer>({ form: intent, result: submission.reply() }, { status: 400 });
    const result = await grantAuthorRole(context.db, submission.value);
    if (!result.ok) return data<Answer>({ form: intent, result: submission.reply({ fieldErrors: { contact: [result.error] } }) }, { status: CONTENT_STATUS[result.error] });
    return redirectWithToast(PATH, { kind: "success", key: "content:toast.authorGranted" });
  }
  if (intent === "tag") {
    const submission = parseWithZod(formData, { schema: TagSchema });
    if (submission.status !== "success") return data<Answer>({ form: intent, result: submission.reply() }, { status: 400 });
    await saveTag(context.db, submission.value);
    return redirectWithToast(PATH, { kind: "success", key: "content:toast.tagSaved" });
  }
  throw badRequest();
}

export default function StaffAuthors() {
  const { authors, tags } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("content");
  const [authorForm, authorFields] = useShopForm<typeof AuthorSchema>({ id: "create-author", lastResult: answer?.form === "create_author" ? answer.result : null });
  const [grantForm, grantFields] = useShopForm<typeof GrantAuthorSchema>({ id: "grant-author", lastResult: answer?.form === "grant" ? answer.result : null, defaultValue: { authorId: String(authors[0]?.id ?? "") } });
  const [tagForm, tagFields] = useShopForm<typeof TagSchema>({ id: "save-tag", lastResult: answer?.form === "tag" ? answer.result : null });
  return (
    <div className="content-page">
      <p className="back-link">
        <Link to="/staff/content">← {t("staff.backToContent")}</Link>
      </p>
      <h1>{t("staff.authorsTitle")}</h1>

      <section className="content-section" aria-labelledby="authors-list-title">
        <h2 id="authors-list-title">{t("staff.authors")}</h2>
        <table className="content-table">
          <tbody>
            {authors.map((author) => (
              <tr key={author.id}>
                <td>
                  <Link to={`/authors/${author.id}`}>{author.nameMn}</Link> / {author.nameEn}
                </td>
                <td>{t("authors.published", { count: author.publishedCount })}</td>
                <td>{author.linked ? t("staff.linked") : t("staff.notLinked")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="content-section" aria-labelledby="create-author-title">
        <h2 id="create-author-title">{t("staff.createAuthor")}</h2>
        <Form method="post" className="form-stack" {...getFormProps(authorForm)}>
          <FormErrors id={authorForm.errorId} errors={authorForm.errors} />
          <div className="form-grid">
            <Field meta={authorFields.nameMn} label={t("staff.nameMn")} maxLength={120} lang="mn" required />
            <Field meta={authorFields.nameEn} label={t("staff.nameEn")} maxLength={120} lang="en" required />
          </div>
          <div className="form-grid">
            <TextAreaField meta={authorFields.bioMn} label={t("staff.bioMn")} maxLength={2000} rows={3} lang="mn" />
            <TextAreaField meta={authorFields.bioEn} label={t("staff.bioEn")} maxLength={2000} rows={3} lang="en" />
          </div>
          <div className="form-actions">
            <SubmitButton name="intent" value="create_author">
              {t("staff.create")}
            </SubmitButton>
          </div>
        </Form>
      </section>

      {authors.length > 0 ? (
        <section className="content-section" aria-labelledby="grant-author-title">
          <h2 id="grant-author-title">{t("staff.grantTitle")}</h2>
          <p className="muted">{t("staff.grantHint")}</p>
          <Form method="post" className="form-stack" {...getFormProps(grantForm)}>
            <FormErrors id={grantForm.errorId} errors={grantForm.errors} />
            <div className="form-grid">
              <SelectField meta={grantFields.authorId} label={t("staff.author")} options={authors.map((a) => ({ value: String(a.id), label: a.nameMn }))} required />
              <Field meta={grantFields.contact} label={t("staff.contact")} maxLength={254} autoComplete="off" required />
            </div>
            <div className="form-actions">
              <SubmitButton name="intent" value="grant">
                {t("staff.grant")}
              </SubmitButton>
            </div>
          </Form>
        </section>
      ) : null}

      <section className="content-section" aria-labelledby="tags-title">
        <h2 id="tags-title">{t("staff.tagsTitle")}</h2>
        <table className="content-table">
          <tbody>
            {tags.map((tag) => (
              <tr key={tag.code}>
                <td>
                  <Link to={`/articles/tags/${tag.code}`}>{tag.code}</Link>
                </td>
                <td>
                  {tag.nameMn} / {tag.nameEn}
                </td>
                <td>{tag.descriptionMn}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Form method="post" className="form-stack" {...getFormProps(tagForm)}>
          <FormErrors id={tagForm.errorId} errors={tagForm.errors} />
          <p className="muted">{t("staff.tagHint")}</p>
          <div className="form-grid">
            <Field meta={tagFields.code} label={t("staff.tagCode")} maxLength={60} autoComplete="off" spellCheck={false} required />
            <Field meta={tagFields.nameMn} label={t("staff.tagNameMn")} maxLength={80} lang="mn" required />
            <Field meta={tagFields.nameEn} label={t("staff.tagNameEn")} maxLength={80} lang="en" required />
          </div>
          <div className="form-grid">
            <TextAreaField meta={tagFields.descriptionMn} label={t("staff.tagDescriptionMn")} maxLength={1000} rows={3} lang="mn" />
            <TextAreaField meta={tagFields.descriptionEn} label={t("staff.tagDescriptionEn")} maxLength={1000} rows={3} lang="en" />
          </div>
          <div className="form-actions">
            <SubmitButton name="intent" value="tag">
              {t("staff.saveTag")}
            </SubmitButton>
          </div>
        </Form>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
