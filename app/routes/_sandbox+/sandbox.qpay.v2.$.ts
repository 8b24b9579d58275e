import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireSandbox } from "~/adapters/payments/sandbox/common.server";
import { handleQpayApi } from "~/adapters/payments/sandbox/qpay.server";

/** The QPay simulator's JSON API (server to server: no browser checks, a credential instead). 404 when the sandbox is off. */

export const meta: MetaFunction = () => [{ title: "QPay sandbox API" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSandbox();
  return handleQpayApi(request, { db: context.db });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSandbox();
  return handleQpayApi(request, { db: context.db });
}
