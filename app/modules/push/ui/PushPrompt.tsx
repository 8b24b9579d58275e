import { useEffect, useState } from "react";
import { useTranslation } from "~/ui/i18n";
import pushStylesHref from "~/styles/push.css";

/**
 * The push prompt (loaded on its own, 10 s after the page started: PushPromptTimer). A polite
 * banner at the foot of the window that takes no focus: "Allow" asks the browser for permission,
 * registers /sw.js, subscribes with the shop's VAPID key and links the device to the account
 * (POST /push/devices); "No thanks" is remembered for the account (POST /push/decline) and the
 * prompt does not come back. A browser that already has a subscription the account knows is not
 * asked again. No welcome notification is sent.
 */

type Phase = "checking" | "asking" | "working" | "linked" | "failed" | "closed";

function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(path, { method: "POST", body: new URLSearchParams(fields), headers: { Accept: "application/json" }, credentials: "same-origin" });
}

function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(value.length / 4) * 4, "="));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(key: ArrayBuffer | null | undefined, publicKey: string): boolean {
  if (!key) return true;
  const a = new Uint8Array(key);
  const b = base64urlBytes(publicKey);
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** The banner's style sheet, fetched with the prompt (no page pays for it otherwise), before the banner shows. */
function loadStyles(): Promise<void> {
  if (document.querySelector(`link[href="${pushStylesHref}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = pushStylesHref;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

async function alreadyLinked(): Promise<boolean> {
  if (Notification.permission !== "granted") return false;
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return false;
  const answer = await postForm("/push/check", { endpoint: subscription.endpoint });
  return answer.ok && ((await answer.json()) as { linked?: unknown }).linked === true;
}

export function PushPrompt({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation("push");
  const [phase, setPhase] = useState<Phase>("checking");

  useEffect(() => {
    let live = true;
    Promise.all([alreadyLinked(), loadStyles()]).then(
      ([linked]) => live && setPhase(linked ? "closed" : "asking"),
      () => live && setPhase("closed"),
    );
    return () => {
      live = false;
    };
  }, []);

  async function allow() {
    setPhase("working");
    try {
      const permission = await Notification.requestPermission();
      // Closed or blocked in the browser's own dialog: nothing more to ask on this page.
      if (permission !== "granted") return setPhase("closed");
      const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      await navigator.serviceWorker.ready;
      let subscription = await registration.pushManager.getSubscription();
      // A subscription made with another key (the shop's key changed) cannot carry our pushes.
      if (subscription && !sameKey(subscription.options?.applicationServerKey, publicKey)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64urlBytes(publicKey) });
      const json = subscription.toJSON();
      const answer = await postForm("/push/devices", { endpoint: json.endpoint ?? "", p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" });
      setPhase(answer.ok ? "linked" : "failed");
    } catch {
      setPhase("failed");
    }
  }

  function decline() {
    setPhase("closed");
    // If this post is lost (offline), the prompt comes back on a later page: it was never recorded.
    postForm("/push/decline", { intent: "decline" }).catch(() => undefined);
  }

  if (phase === "checking" || phase === "closed") return null;
  return (
    <section className="push-prompt" role="dialog" aria-modal="false" aria-labelledby="push-prompt-title" aria-describedby="push-prompt-text" data-testid="push-prompt">
      <h2 id="push-prompt-title" className="push-prompt-title">
        {t(phase === "linked" ? "prompt.linkedTitle" : phase === "failed" ? "prompt.failedTitle" : "prompt.title")}
      </h2>
      <p id="push-prompt-text" className="push-prompt-text" role={phase === "linked" || phase === "failed" ? "status" : undefined}>
        {t(phase === "linked" ? "prompt.linked" : phase === "failed" ? "prompt.failed" : "prompt.text")}
      </p>
      <div className="push-prompt-actions">
        {phase === "asking" || phase === "working" ? (
          <>
            <button type="button" className="button" onClick={allow} disabled={phase === "working"} aria-busy={phase === "working"} data-testid="push-allow">
              {t("prompt.allow")}
            </button>
            <button type="button" className="button button-secondary" onClick={decline} disabled={phase === "working"} data-testid="push-decline">
              {t("prompt.decline")}
            </button>
          </>
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setPhase("closed")} data-testid="push-close">
            {t("prompt.close")}
          </button>
        )}
      </div>
    </section>
  );
}
