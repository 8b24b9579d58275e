import { parseWithZod } from "~/ui/forms/parse.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { Field, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { getFormProps, useShopForm, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { LIST_NAME_MAX, WishListItems, WishListManageSchema, wishListManageStatus, type WishListManageInput, type WishListSummary } from "~/modules/wishlists";
import { manageWishList, wishListPage } from "~/modules/wishlists/index.server";
import { requireUser } from "~/platform/guards.server";

import { notFound, readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";

export const meta = privatePageMeta;

function listParam(url: URL): number | null {
  const raw = url.searchParams.get("list");
  if (raw === null) return null;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

/** /account/wishlists: the shopper's lists and one list's wishes (`?list=`); another shopper's list is a 404. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  const url = new URL(request.url);
  const page = await wishListPage(context.db, user.id, listParam(url), context.locale, context.now);
  if (!page.ok) throw notFound();
  return data({ title: pageTitle(t, t("auth:menu.wishlist")), page: page.value, origin: url.origin }, { headers: { "Cache-Control": "private, no-store" } });
}

const TOASTS: Record<WishListManageInput["intent"], string> = {
  create: "wishlist:toast.created",
  rename: "wishlist:toast.renamed",
  delete: "wishlist:toast.deleted",
  empty: "wishlist:toast.emptied",
  remove: "wishlist:toast.wishRemoved",
  move: "wishlist:toast.moved",
  toCart: "wishlist:toast.addedToCart",
  share: "wishlist:toast.shared",
  unshare: "wishlist:toast.unshared",
};

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const submission = parseWithZod(await readFormData(request), { schema: WishListManageSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const input = submission.value;
  const result = await manageWishList(context.db, user.id, input, context.locale, context.now);
  if (!result.ok) {
    if (result.error === "wishlist:errors.listNotFound") throw notFound();
    return data(submission.reply({ formErrors: [result.error] }), { status: wishListManageStatus[result.error] });
  }
  const { showList } = result.value;
  return redirectWithToast(showList === null ? "/account/wishlists" : `/account/wishlists?list=${showList}`, { kind: "success", key: TOASTS[input.intent] });
}

type Reply = SubmissionResult<string[]>;

/** The answer belongs to the form whose intent was posted. */
function replyFor(reply: Reply | undefined, intent: string): Reply | null {
  return reply?.initialValue?.intent === intent ? reply : null;
}

function listName(list: WishListSummary, t: (key: string) => string): string {
  return list.name ?? t("wishlist:defaultName");
}

function CreateListForm({ lastResult }: { lastResult: Reply | null }) {
  const { t } = useTranslation();
  const [form, fields] = useShopForm<{ intent: string; name: string }>({ id: "wish-create", lastResult });
  return (
    <Form method="post" className="wish-create" {...getFormProps(form)}>
      <h2>{t("wishlist:create.heading")}</h2>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.name} label={t("wishlist:create.label")} required maxLength={LIST_NAME_MAX} autoComplete="off" />
      <SubmitButton name="intent" value="create" className="button">
        {t("wishlist:create.submit")}
      </SubmitButton>
    </Form>
  );
}

function RenameListForm({ list, lastResult }: { list: WishListSummary; lastResult: Reply | null }) {
  const { t } = useTranslation();
  const [form, fields] = useShopForm<{ intent: string; listId: string; name: string }>({
    id: `wish-rename-${list.id}`,
    lastResult,
    defaultValue: { name: list.name ?? t("wishlist:defaultName") },
  });
  return (
    <Form method="post" className="wish-rename" {...getFormProps(form)}>
      <input type="hidden" name="listId" value={list.id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.name} label={t("wishlist:rename.label")} required maxLength={LIST_NAME_MAX} autoComplete="off" />
      <SubmitButton name="intent" value="rename" className="button button-secondary">
        {t("wishlist:rename.submit")}
      </SubmitButton>
    </Form>
  );
}

/** A one-button form for a list or a wish. */
function IntentButton({ intent, listId, variantId, label, hidden, testId }: { intent: string; listId: number; variantId?: number; label: string; hidden?: string; testId: string }) {
  return (
    <Form method="post" className="wish-intent">
      <input type="hidden" name="listId" value={listId} />
      {variantId !== undefined ? <input type="hidden" name="variantId" value={variantId} /> : null}
      <SubmitButton name="intent" value={intent} className="button button-secondary" data-testid={testId}>
        {label}
        {hidden ? <span className="visually-hidden"> {hidden}</span> : null}
      </SubmitButton>
    </Form>
  );
}

export default function AccountWishlists() {
  const { t } = useTranslation();
  const { page, origin } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const { lists, current } = page;
  const others = current ? lists.filter((l) => l.id !== current.id) : [];
  const otherError = reply && !["create", "rename"].includes(String(reply.initialValue?.intent)) ? reply.error?.[""] : undefined;
  return (
    <section className="account-panel wish-account" aria-labelledby="wish-title">
      <h1 id="wish-title">{t("auth:menu.wishlist")}</h1>
      <nav aria-label={t("wishlist:lists.heading")}>
        <ul className="wish-lists" data-testid="wish-lists">
          {lists.map((list) => (
            <li key={list.id}>
              <Link to={`/account/wishlists?list=${list.id}`} aria-current={current?.id === list.id ? "page" : undefined} data-testid="wish-list-link">
                {listName(list, t)}
              </Link>{" "}
              <span className="wish-list-count">{t("wishlist:lists.itemCount", { count: list.count })}</span>
              {list.shareToken ? <span className="badge"> {t("wishlist:lists.shared")}</span> : null}
            </li>
          ))}
        </ul>
      </nav>
      <FormErrors id="wish-action-error" errors={otherError ?? undefined} />

      {current ? (
        <section className="wish-current" aria-labelledby="wish-current-title">
          <h2 id="wish-current-title" data-testid="wish-current-name">
            {listName(current, t)}
          </h2>
          {current.wishes.length > 0 ? (
            <WishListItems
              wishes={current.wishes}
              actions={(wish) => (
                <>
                  <IntentButton intent="toCart" listId={current.id} variantId={wish.variantId} label={t("wishlist:manage.toCart")} hidden={wish.name} testId="wish-to-cart" />
                  <IntentButton intent="remove" listId={current.id} variantId={wish.variantId} label={t("wishlist:manage.remove")} hidden={wish.name} testId="wish-remove" />
                  {others.length > 0 ? (
                    <Form method="post" className="wish-move">
                      <input type="hidden" name="listId" value={current.id} />
                      <input type="hidden" name="variantId" value={wish.variantId} />
                      <label>
                        <span className="visually-hidden">
                          {t("wishlist:manage.moveLabel")} ({wish.name})
                        </span>
                        <select name="toListId" data-testid="wish-move-target">
                          {others.map((list) => (
                            <option key={list.id} value={list.id}>
                              {listName(list, t)}
                            </option>
                          ))}
                        </select>
                      </label>
                      <SubmitButton name="intent" value="move" className="button button-secondary" data-testid="wish-move">
                        {t("wishlist:manage.move")}
                        <span className="visually-hidden"> {wish.name}</span>
                      </SubmitButton>
                    </Form>
                  ) : null}
                </>
              )}
            />
          ) : (
            <div className="empty-state">
              <p>{t("auth:empty.wishlist")}</p>
              <Link className="button" to="/products">
                {t("cart.browse")}
              </Link>
            </div>
          )}

          <details className="wish-manage">
            <summary>{t("wishlist:manage.heading")}</summary>
            <RenameListForm key={current.id} list={current} lastResult={replyFor(reply, "rename")} />
            {current.shareToken ? (
              <div className="wish-share">
                <p>{t("wishlist:share.explain")}</p>
                <p>
                  <a href={`/wishlists/shared/${current.shareToken}`} data-testid="wish-share-link">
                    {`${origin}/wishlists/shared/${current.shareToken}`}
                  </a>
                </p>
                <IntentButton intent="unshare" listId={current.id} label={t("wishlist:share.revoke")} testId="wish-unshare" />
              </div>
            ) : (
              <IntentButton intent="share" listId={current.id} label={t("wishlist:share.submit")} testId="wish-share" />
            )}
            <div className="wish-manage-buttons">
              {current.wishes.length > 0 ? <IntentButton intent="empty" listId={current.id} label={t("wishlist:manage.empty")} testId="wish-empty" /> : null}
              <IntentButton intent="delete" listId={current.id} label={t("wishlist:manage.delete")} testId="wish-delete" />
            </div>
          </details>
        </section>
      ) : null}

      {/* Keyed by the number of lists: a list made starts the form afresh. */}
      <CreateListForm key={lists.length} lastResult={replyFor(reply, "create")} />
    </section>
  );
}
