import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from "react";
import { useTranslation } from "~/ui/i18n";
import { useHydrated } from "~/ui/use-hydrated";
import { decodeQr } from "./read-qr";

export interface CodeScannerProps {
  /** The name of the code field in the same form (found from the scanner's place in it)... */
  inputName?: string;
  /** ...or the field itself. */
  inputRef?: RefObject<HTMLInputElement>;
  /** Called with the text read; by default the text goes into the field. */
  onCode?: (text: string) => void;
  /** Sends the form once a code is read (form.requestSubmit()). */
  submitOnRead?: boolean;
}

type Message = "scanning" | "noCamera" | "denied" | "cameraFailed" | "nothingFound" | "photoFailed";
const ALERTS = new Set<Message>(["noCamera", "denied", "cameraFailed", "nothingFound", "photoFailed"]);

/** Frames a second the camera is read at: enough for a steady hand, light on a phone's battery. */
const SCAN_INTERVAL_MS = 200;

/**
 * Reading a QR code into a plain form's code field: a progressive enhancement. Without
 * JavaScript it renders nothing and the typed field works as it is. With it: "Scan with
 * camera" (the back camera, read a few times a second) and "Read a photo" (a picture taken or
 * chosen, for phones whose camera permission is refused), both read in the browser
 * (./read-qr: the browser's BarcodeDetector, else jsQR loaded on first use). The text read
 * goes into the field (or to `onCode`), and the form is sent when `submitOnRead`.
 */
export function CodeScanner({ inputName, inputRef, onCode, submitOnRead = false }: CodeScannerProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [scanning, setScanning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const stop = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setScanning(false);
  };

  useEffect(() => stop, []);

  const canvasOf = () => (canvas.current ??= document.createElement("canvas"));

  const deliver = (text: string) => {
    setMessage(null);
    if (onCode) onCode(text);
    const form = root.current?.closest("form") ?? inputRef?.current?.form ?? null;
    const field = inputRef?.current ?? (inputName ? form?.elements.namedItem(inputName) : null);
    if (!onCode && field instanceof HTMLInputElement) {
      field.value = text;
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    if (submitOnRead) (field instanceof HTMLInputElement ? field.form : form)?.requestSubmit();
  };

  const scanFrame = async () => {
    const element = video.current;
    if (!stream.current || !element) return;
    let text: string | null = null;
    if (element.readyState >= element.HAVE_CURRENT_DATA) {
      try {
        text = await decodeQr(element, canvasOf(), false);
      } catch {
        text = null;
      }
    }
    if (!stream.current) return;
    if (text) {
      stop();
      deliver(text);
      return;
    }
    timer.current = window.setTimeout(scanFrame, SCAN_INTERVAL_MS);
  };

  const startCamera = async () => {
    setMessage(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setMessage("noCamera");
      return;
    }
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
      stream.current = media;
      setScanning(true);
      setMessage("scanning");
      const element = video.current;
      if (element) {
        element.srcObject = media;
        await element.play().catch(() => {});
      }
      timer.current = window.setTimeout(scanFrame, SCAN_INTERVAL_MS);
    } catch (error) {
      stop();
      const name = error instanceof DOMException ? error.name : "";
      setMessage(name === "NotAllowedError" || name === "SecurityError" ? "denied" : name === "NotFoundError" || name === "OverconstrainedError" ? "noCamera" : "cameraFailed");
    }
  };

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    stop();
    setBusy(true);
    setMessage(null);
    try {
      const bitmap = await createImageBitmap(file);
      const text = await decodeQr(bitmap, canvasOf(), true);
      bitmap.close();
      if (text) deliver(text);
      else setMessage("nothingFound");
    } catch {
      setMessage("photoFailed");
    } finally {
      setBusy(false);
    }
  };

  if (!hydrated) return null;
  return (
    <div className="code-scanner" ref={root} data-testid="code-scanner">
      <div className="code-scanner-actions">
        {scanning ? (
          <button type="button" className="button button-secondary button-small" onClick={stop}>
            {t("counter:scanner.stop")}
          </button>
        ) : (
          <button type="button" className="button button-secondary button-small" onClick={startCamera}>
            {t("counter:scanner.camera")}
          </button>
        )}
        <label className="button button-secondary button-small code-scanner-photo" aria-disabled={busy || undefined}>
          {t("counter:scanner.photo")}
          <input type="file" accept="image/*" capture="environment" className="code-scanner-file" onChange={readPhoto} disabled={busy} data-testid="code-scanner-photo" />
        </label>
      </div>
      <video ref={video} className="code-scanner-video" hidden={!scanning} muted playsInline aria-label={t("counter:scanner.videoLabel")} />
      {message ? (
        <p className={ALERTS.has(message) ? "code-scanner-message field-error" : "code-scanner-message"} role={ALERTS.has(message) ? "alert" : "status"} data-testid="code-scanner-message">
          {t(`counter:scanner.${message}`)}
        </p>
      ) : null}
    </div>
  );
}
