/**
 * Reads a QR code from a video frame or a picture in the browser: the browser's own
 * BarcodeDetector where it reads `qr_code` (Chrome on Android and macOS, Safari 17+), otherwise
 * jsQR, fetched with a dynamic import() the first time it is needed, so no page pays for it
 * until someone scans (docs/decisions/054-qr-reading-at-the-counter.md).
 */

interface DetectedCode {
  rawValue: string;
}

interface Detector {
  detect(source: CanvasImageSource): Promise<DetectedCode[]>;
}

interface DetectorConstructor {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
}

let native: Promise<Detector | null> | undefined;

async function nativeDetector(): Promise<Detector | null> {
  const Ctor = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (!Ctor) return null;
  try {
    const formats = (await Ctor.getSupportedFormats?.()) ?? ["qr_code"];
    return formats.includes("qr_code") ? new Ctor({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

/** jsQR is slow on large pictures; phone photos are scaled down to this many pixels on the longer side. */
const MAX_SIDE = 1024;

type Source = HTMLVideoElement | ImageBitmap;

function sizeOf(source: Source): { width: number; height: number } {
  return source instanceof ImageBitmap ? { width: source.width, height: source.height } : { width: source.videoWidth, height: source.videoHeight };
}

/**
 * The text of the first QR code found, or null. `thorough` also tries the picture's inverse
 * (light code on a dark ground): worth it for one photo, too slow for every video frame.
 */
export async function decodeQr(source: Source, canvas: HTMLCanvasElement, thorough: boolean): Promise<string | null> {
  const detector = await (native ??= nativeDetector());
  if (detector) {
    try {
      const found = await detector.detect(source);
      const text = found.find((code) => code.rawValue)?.rawValue;
      if (text || !thorough) return text ?? null;
    } catch {
      // Some builds list qr_code and still fail on a frame: jsQR below reads it instead.
    }
  }
  const { width, height } = sizeOf(source);
  if (width === 0 || height === 0) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  // A transparent PNG reads as black on black: paint the ground white first.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, w, h);
  context.drawImage(source, 0, 0, w, h);
  const pixels = context.getImageData(0, 0, w, h);
  const { default: jsQR } = await import("jsqr");
  const result = jsQR(pixels.data, w, h, { inversionAttempts: thorough ? "attemptBoth" : "dontInvert" });
  return result?.data ? result.data : null;
}
