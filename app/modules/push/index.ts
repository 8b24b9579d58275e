// The push module's door for components and routes (issue 21). Kept small: the root route
// imports it for the prompt's timer, so whatever it names is in every page's script. The forms
// (zod) and the status table, which only actions read, are behind the server door.
export type { PushErrorCode } from "./status";
export type { PushPromptData, PushDeviceView, BroadcastView, TaxonOption } from "./view-models";
export { PushPromptTimer, PUSH_PROMPT_DELAY_MS } from "./ui/PushPromptTimer";
