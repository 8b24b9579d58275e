// The push module's server door (issue 21, docs/decisions/058-web-push.md).
export { pushPromptFor, linkDevice, isDeviceLinked, removeDevice, listDevices, declinePush, undoDecline, pushSettingsOf, DEVICES_PER_ACCOUNT } from "./devices.server";
export {
  queueOrderStatusPushInTx,
  queueBackInStockPushInTx,
  queuePushInTx,
  deliverPendingPushes,
  schedulePushDelivery,
  setPushDeliveryDatabase,
  whenPushDeliveryIdle,
  PUSH_TTL_SECONDS,
  type PushDeliveryReport,
} from "./outbox.server";
export { previewBroadcast, sendBroadcast, broadcastHistory, taxonOptions, BROADCASTS_SHOWN } from "./broadcasts.server";
export { vapidConfig, forgetVapidConfig } from "./vapid.server";
export { SERVICE_WORKER_SOURCE } from "./service-worker";
export { LinkDeviceSchema, CheckDeviceSchema, RemoveDeviceSchema, BroadcastSchema } from "./forms";
export { PUSH_STATUS } from "./status";
export { BROADCAST_TITLE_MAX, BROADCAST_BODY_MAX, BROADCAST_URL_MAX } from "./limits";
