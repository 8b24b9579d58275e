import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireSandbox } from "~/adapters/payments/sandbox/common.server";
import { handleQpayApi } from "~/adapters/payments/sandbox/qpay.server";
import { db } from "~/db/client.server";

/** The QPay simulator's JSON API (server to server: no browser checks, a credential instead). 404 when the sandbox is off. */

export const meta: MetaFunction = () => [{ title: "QPay sandbox API" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  requireSandbox();
  return handleQpayApi(request, { db: db() });
}

export async function action({ request }: ActionFunctionArgs) {
  requireSandbox();
  return handleQpayApi(request, { db: db() });
}
