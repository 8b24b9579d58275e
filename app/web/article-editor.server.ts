import {
  data,
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type AppLoadContext,
  type UploadHandler,
} from "@remix-run/node";
import { env } from "~/config/env.server";
import { fail, ok, type Result } from "~/kernel/result";
import { ARTICLE_IMAGE_MAX_BYTES, ArticleEditorSchema, CONTENT_STATUS, SAVE_ARTICLE_FIELD, canWrite, imageSnippet, type ArticleKind, type EditorExtras } from "~/modules/content";
import { contentViewer, deleteArticleImage, previewHtml, saveArticle, storeArticleImage } from "~/modules/content/index.server";
import { articleImageUrl } from "~/modules/content";
import { readFormData } from "~/platform/form-body.server";
import { requireUser } from "~/platform/guards.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import type { SubmissionResult } from "~/ui/forms/use-shop-form";

/**
 * The editor's POST, shared by the detail page's edit mode and the back office's new and edit
 * pages: a multipart body (cover and body image within their size), then save, preview or
 * upload_image. What the bytes and fields become is the content module's.
 */

/** Room for the text fields (two bodies of up to 100,000 characters in UTF-8) around the files. */
const TEXT_PART_BYTES = 450_000;
const MAX_PARTS = 24;
const MAX_BODY_BYTES = 2 * ARTICLE_IMAGE_MAX_BYTES + 2 * TEXT_PART_BYTES + 64 * 1024;

type ReadError = "content:errors.imageTooLarge" | "content:errors.formTooLarge";

async function readText(stream: AsyncIterable<Uint8Array>, name: string): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > TEXT_PART_BYTES) throw new MaxPartSizeExceededError(name, TEXT_PART_BYTES);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function uploadHandler(): UploadHandler {
  const memory = unstable_createMemoryUploadHandler({ maxPartSize: ARTICLE_IMAGE_MAX_BYTES });
  let parts = 0;
  return async (part) => {
    parts += 1;
    if (parts > MAX_PARTS) throw new Error("too many parts");
    if (typeof part.filename === "string") {
      const value = await memory(part);
      return part.name === "cover" || part.name === "bodyImage" ? value : undefined;
    }
    return readText(part.data, part.name);
  };
}

async function readEditorForm(request: Request): Promise<Result<FormData, ReadError>> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) return ok(await readFormData(request));
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return fail("content:errors.formTooLarge");
  try {
    return ok(await unstable_parseMultipartFormData(request, uploadHandler()));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return fail(error.field === "cover" || error.field === "bodyImage" ? "content:errors.imageTooLarge" : "content:errors.formTooLarge");
    throw new Response("errors.badRequest", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

async function fileBytes(value: FormDataEntryValue | null): Promise<Uint8Array | null> {
  if (!value || typeof value === "string" || value.size === 0) return null;
  return new Uint8Array(await value.arrayBuffer());
}

/** The typed values to show again (files are never echoed). */
function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData.entries()) if (typeof value === "string" && !(name in values)) values[name] = value;
  return values;
}

export interface EditorAnswer {
  result: SubmissionResult<string[]>;
  extras: EditorExtras | null;
}

function answer(result: SubmissionResult<string[]>, extras: EditorExtras | null, status = 200) {
  return data<EditorAnswer>({ result, extras }, { status });
}

export async function articleEditorAction(request: Request, context: AppLoadContext, args: { articleId: number | null }) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const viewer = await contentViewer(context.db, user);
  if (!viewer || !canWrite(viewer)) throw new Response("Forbidden", { status: 403 });
  const read = await readEditorForm(request);
  if (!read.ok) return answer({ status: "error", error: { "": [read.error] } }, null, 413);
  const formData = read.value;
  const storage = { uploadsDir: env().UPLOADS_DIR };

  if (formData.get("intent") === "upload_image") {
    const bytes = await fileBytes(formData.get("bodyImage"));
    const stored = bytes ? await storeArticleImage(storage, bytes, "body") : fail("content:errors.imageRequired" as const);
    if (!stored.ok) return answer({ status: "error", initialValue: typedValues(formData), error: { bodyImage: [stored.error] } }, null, CONTENT_STATUS[stored.error]);
    const alt = String(formData.get("titleEn") ?? "") || "image";
    return answer({ initialValue: typedValues(formData) }, { imageSnippet: imageSnippet(alt, articleImageUrl(stored.value.file)) });
  }

  const submission = parseWithZod(formData, { schema: ArticleEditorSchema });
  if (submission.status !== "success") return answer(submission.reply(), null, 400);
  if (submission.value.intent === "preview") return answer({ initialValue: typedValues(formData) }, { previewHtml: previewHtml(submission.value) });

  let coverFile: string | null = null;
  const coverBytes = await fileBytes(formData.get("cover"));
  if (coverBytes) {
    const stored = await storeArticleImage(storage, coverBytes, "cover");
    if (!stored.ok) return answer(submission.reply({ fieldErrors: { cover: [stored.error] } }), null, CONTENT_STATUS[stored.error]);
    coverFile = stored.value.file;
  }
  const kind: ArticleKind = submission.value.kind;
  const result = await saveArticle(context.db, context.now, { viewer, articleId: args.articleId, input: { ...submission.value, kind }, coverFile });
  if (!result.ok) {
    await deleteArticleImage(storage, coverFile);
    const field = SAVE_ARTICLE_FIELD[result.error];
    const reply = field ? submission.reply({ fieldErrors: { [field]: [result.error] } }) : submission.reply({ formErrors: [result.error] });
    return answer(reply, null, CONTENT_STATUS[result.error]);
  }
  await deleteArticleImage(storage, result.value.previousCover);
  return redirectWithToast(result.value.path, { kind: "success", key: result.value.kind === "news" ? "content:toast.newsSaved" : "content:toast.articleSaved" });
}
