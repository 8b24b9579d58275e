import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { ConfirmDelete } from "~/modules/accounts";
import { listDevices, pushSettingsOf, undoDecline } from "~/modules/push/index.server";
import { badRequest, readFormData } from "~/platform/form-body.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { useShopFormat } from "~/ui/use-shop-format";

export const meta = privatePageMeta;

/**
 * /account/devices: the devices that receive this shopper's push notifications, when each was
 * linked, its last push and a remove button (a plain form to /push/unlink: works without
 * JavaScript); and, after a 'no thanks', a way to be asked again.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  const [devices, settings] = await Promise.all([listDevices(context.db, user.id), pushSettingsOf(context.db, user.id)]);
  return data({ title: pageTitle(t, t("push:devices.title")), devices, ...settings }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const formData = await readFormData(request);
  if (formData.get("intent") !== "ask-again") throw badRequest();
  await undoDecline(context.db, user.id);
  return redirectWithToast("/account/devices", { kind: "success", key: "push:toast.askAgain" });
}

export default function AccountDevices() {
  const { t } = useTranslation("push");
  const format = useShopFormat();
  const { devices, enabled, declined } = useLoaderData<typeof loader>();
  return (
    <section className="account-panel" aria-labelledby="devices-title">
      <h1 id="devices-title">{t("devices.title")}</h1>
      <p>{enabled ? t("devices.intro") : t("devices.off")}</p>
      {devices.length === 0 ? (
        <p className="empty-state" data-testid="devices-empty">
          {t("devices.empty")}
        </p>
      ) : (
        <ul className="record-list">
          {devices.map((device) => {
            const name = device.label || t("devices.unnamed");
            return (
              <li key={device.id} className="record-card" data-testid="push-device">
                <h2 className="record-title">{name}</h2>
                <dl className="record-details">
                  <div>
                    <dt>{t("devices.linkedAt")}</dt>
                    <dd>{format.dateTime(device.linkedAt)}</dd>
                  </div>
                  <div>
                    <dt>{t("devices.lastPush")}</dt>
                    <dd>{device.lastPushAt ? format.dateTime(device.lastPushAt) : t("devices.never")}</dd>
                  </div>
                </dl>
                <div className="record-actions">
                  <ConfirmDelete id={device.id} label={t("devices.remove")} itemName={name} question={t("devices.confirmRemove")} action="/push/unlink" />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {enabled && declined ? (
        <div className="record-card" data-testid="push-declined">
          <h2 className="record-title">{t("devices.declinedTitle")}</h2>
          <p>{t("devices.declined")}</p>
          <Form method="post">
            <SubmitButton className="button button-secondary" name="intent" value="ask-again">
              {t("devices.askAgain")}
            </SubmitButton>
          </Form>
        </div>
      ) : null}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
