// The push module's door for components and routes (issue 21).
export { LinkDeviceSchema, CheckDeviceSchema, RemoveDeviceSchema, BroadcastSchema, BROADCAST_TITLE_MAX, BROADCAST_BODY_MAX, BROADCAST_URL_MAX } from "./forms";
export { PUSH_STATUS, type PushErrorCode } from "./status";
export type { PushPromptData, PushDeviceView, BroadcastView, TaxonOption } from "./view-models";
export { PushPromptTimer, PUSH_PROMPT_DELAY_MS } from "./ui/PushPromptTimer";
