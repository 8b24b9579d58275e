import { parseWithZod } from "~/ui/forms/parse.server";
import { requireRole } from "~/platform/guards.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import i18next from "~/platform/i18next.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { listUsers, setStaffRole } from "~/modules/accounts/index.server";
import { formatPhone } from "~/kernel/identifiers";

import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { GrantRoleSchema } from "~/modules/auth";
import { readFormData } from "~/platform/form-body.server";

export const meta = privatePageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const query = new URL(request.url).searchParams.get("q")?.slice(0, 100) ?? "";
  const users = await listUsers(context.db, { query, limit: 100 });
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("auth:staff.users")), query, users: users.map((u) => ({ ...u, phone: u.phone ? formatPhone(u.phone) : null })) };
}

/** Admins grant the staff role (the back office is for staff: storefront-spec.md §6 Roles and permissions). */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  await requireRole(request, context, "admin");
  const submission = parseWithZod(await readFormData(request), { schema: GrantRoleSchema });
  if (submission.status !== "success") throw new Response("Bad request", { status: 400 });
  const changed = await setStaffRole(context.db, submission.value.userId, submission.value.role, context.now);
  if (!changed) throw new Response("Not found", { status: 404 });
  return redirectWithToast("/staff/users", {
    kind: "success",
    key: submission.value.role === "staff" ? "auth:toast.staffGranted" : "auth:toast.staffRevoked",
  });
}

export default function StaffUsers() {
  const { t } = useTranslation();
  const { query, users } = useLoaderData<typeof loader>();
  return (
    <section className="account-layout">
      <div className="account-panel account-panel-wide">
        <h1>{t("auth:staff.users")}</h1>
        <Form method="get" className="form-actions" role="search">
          <label htmlFor="user-query" className="visually-hidden">
            {t("auth:staff.search")}
          </label>
          <input id="user-query" type="text" name="q" defaultValue={query} placeholder={t("auth:staff.search")} />
          <button type="submit" className="button button-small">
            {t("auth:staff.searchButton")}
          </button>
        </Form>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("auth:staff.user")}</th>
              <th scope="col">{t("auth:staff.role")}</th>
              <th scope="col">{t("auth:staff.action")}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <td>
                  {user.name || "—"}
                  <br />
                  <small>{[user.email, user.phone].filter(Boolean).join(" · ")}</small>
                </td>
                <td>{t(`auth:roles.${user.role}`)}</td>
                <td>
                  {user.role === "admin" ? null : (
                    <Form method="post">
                      <input type="hidden" name="userId" value={user.id} />
                      <SubmitButton className="button button-small button-secondary" name="role" value={user.role === "staff" ? "customer" : "staff"}>
                        {t(user.role === "staff" ? "auth:staff.revoke" : "auth:staff.grant")}
                      </SubmitButton>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
