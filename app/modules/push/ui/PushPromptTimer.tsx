import { useEffect, useState, type ComponentType } from "react";
import type { PushPromptData } from "../view-models";

/** Spec: the push prompt appears 10 seconds after the page starts (storefront-spec.md §4). */
export const PUSH_PROMPT_DELAY_MS = 10_000;

type Prompt = ComponentType<{ publicKey: string }>;

/**
 * All the push prompt costs every page: a timer. When the root loader says push is possible for
 * this shopper (signed in, push configured, no 'no' on record) and the browser can do it, the
 * prompt's own chunk is fetched 10 s after the page started; otherwise nothing is loaded.
 */
export function PushPromptTimer({ push }: { push: PushPromptData | null }) {
  const [prompt, setPrompt] = useState<{ Component: Prompt } | null>(null);
  const publicKey = push?.publicKey ?? null;
  useEffect(() => {
    if (!publicKey || !("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window) || Notification.permission === "denied") return;
    const timer = setTimeout(() => {
      import("./PushPrompt").then(
        (module) => setPrompt({ Component: module.PushPrompt }),
        () => undefined,
      );
    }, PUSH_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [publicKey]);
  return prompt && publicKey ? <prompt.Component publicKey={publicKey} /> : null;
}
