// Drawing helpers shared by every shape: the frame with its shared defs, outlines, colour mixing, labels.

import type { ProductImageView } from "./styles";

export const CX = 200;
export const FLOOR = 452;

export const n = (v: number): string => String(Math.round(v * 10) / 10);

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function tone(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return (
    "#" +
    rgb(hex)
      .map((c) => Math.round(c + (target - c) * a))
      .map((c) => c.toString(16).padStart(2, "0"))
      .join("")
  );
}

export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export type P = readonly [number, number];
export interface Seg {
  to: P;
  c1?: P;
  c2?: P;
}

/**
 * A left-right symmetric outline around x = CX. `start` and the segments describe the right
 * half from the top down (x as offset from the centre); the left half is mirrored.
 */
export function symmetricPath(start: P, segs: readonly Seg[], cx = CX): string {
  const R = (dx: number) => n(cx + dx);
  const L = (dx: number) => n(cx - dx);
  let d = `M${R(start[0])} ${n(start[1])}`;
  for (const s of segs) {
    d += s.c1 && s.c2
      ? `C${R(s.c1[0])} ${n(s.c1[1])} ${R(s.c2[0])} ${n(s.c2[1])} ${R(s.to[0])} ${n(s.to[1])}`
      : `L${R(s.to[0])} ${n(s.to[1])}`;
  }
  const points: P[] = [start, ...segs.map((s) => s.to)];
  const last = points[points.length - 1]!;
  d += `L${L(last[0])} ${n(last[1])}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const to = points[i]!;
    d += s.c1 && s.c2
      ? `C${L(s.c2[0])} ${n(s.c2[1])} ${L(s.c1[0])} ${n(s.c1[1])} ${L(to[0])} ${n(to[1])}`
      : `L${L(to[0])} ${n(to[1])}`;
  }
  return d + "Z";
}

/** Smooth shoulder from a narrow neck down to a wider body (both vertical at the ends). */
export const shoulder = (from: P, to: P, sharpness = 0.5): Seg => ({
  c1: [from[0], from[1] + (to[1] - from[1]) * (1 - sharpness * 0.6)],
  c2: [to[0], from[1] + (to[1] - from[1]) * (0.7 - sharpness * 0.6)],
  to,
});

/** Rounded base corner ending on the floor. */
export const base = (hw: number, r = 8): Seg[] => [
  { to: [hw, FLOOR - r] },
  { c1: [hw, FLOOR - r * 0.4], c2: [hw - r * 0.4, FLOOR], to: [hw - r, FLOOR] },
];

export const shadow = (rx: number, cx = CX): string =>
  `<ellipse cx="${n(cx)}" cy="${FLOOR + 3}" rx="${n(rx)}" ry="${n(Math.max(6, rx * 0.11))}" fill="url(#floorShadow)"/>`;

export function frame(defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbf7f0"/><stop offset=".86" stop-color="#f3eadc"/><stop offset=".86" stop-color="#ece0cd"/><stop offset="1" stop-color="#f2e8d9"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".46" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="floorShadow"><stop offset="0" stop-color="#4a3520" stop-opacity=".38"/><stop offset=".6" stop-color="#4a3520" stop-opacity=".12"/><stop offset="1" stop-color="#4a3520" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".5"/><stop offset=".16" stop-color="#000" stop-opacity=".1"/><stop offset=".3" stop-color="#fff" stop-opacity=".16"/><stop offset=".46" stop-color="#fff" stop-opacity="0"/><stop offset=".78" stop-color="#000" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient>` +
    `<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".15" stop-color="#fff" stop-opacity=".55"/><stop offset=".8" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    defs +
    `</defs>` +
    `<rect width="400" height="500" fill="url(#bg)"/>` +
    `<ellipse cx="200" cy="250" rx="185" ry="215" fill="url(#glow)"/>` +
    body +
    `</svg>`
  );
}

/** A decorative, text-free label: emblem and print bars (front) or a text block and barcode (back). */
export function label(
  x: number,
  y: number,
  w: number,
  h: number,
  paper: string,
  ink: string,
  view: ProductImageView,
  kind: "rect" | "oval" = "rect",
): string {
  const cx = x + w / 2;
  let s =
    kind === "oval"
      ? `<ellipse cx="${n(cx)}" cy="${n(y + h / 2)}" rx="${n(w / 2)}" ry="${n(h / 2)}" fill="${paper}"/>` +
        `<ellipse cx="${n(cx)}" cy="${n(y + h / 2)}" rx="${n(w / 2 - 4)}" ry="${n(h / 2 - 4)}" fill="none" stroke="${ink}" stroke-width="1.2" opacity=".8"/>`
      : `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="2" fill="${paper}"/>` +
        `<rect x="${n(x + 4)}" y="${n(y + 4)}" width="${n(w - 8)}" height="${n(h - 8)}" rx="1.5" fill="none" stroke="${ink}" stroke-width="1.2" opacity=".75"/>`;
  const inner = kind === "oval" ? 0.62 : 0.78;
  if (view === "back") {
    const top = y + h * (kind === "oval" ? 0.28 : 0.16);
    const widths = [0.7, 0.78, 0.62, 0.74, 0.5];
    widths.forEach((fw, i) => {
      const lw = w * inner * fw;
      s += `<rect x="${n(cx - lw / 2)}" y="${n(top + i * h * 0.085)}" width="${n(lw)}" height="${n(Math.max(2, h * 0.03))}" rx="1" fill="${ink}" opacity=".55"/>`;
    });
    const bw = w * 0.34;
    const by = y + h * (kind === "oval" ? 0.68 : 0.7);
    const bh = h * 0.16;
    s += `<rect x="${n(cx - bw / 2 - 3)}" y="${n(by - 3)}" width="${n(bw + 6)}" height="${n(bh + 6)}" fill="#fff"/>`;
    const bars = [2, 1, 1, 3, 1, 2, 1, 1, 2, 3, 1, 2, 1, 1, 2];
    let bx = cx - bw / 2;
    const unit = bw / bars.reduce((a, b) => a + b + 1, 0);
    bars.forEach((b) => {
      s += `<rect x="${n(bx)}" y="${n(by)}" width="${n(b * unit)}" height="${n(bh)}" fill="#1a1a1a"/>`;
      bx += (b + 1) * unit;
    });
    return s;
  }
  const r = Math.min(w, h) * 0.13;
  const ey = y + h * 0.3;
  s +=
    `<circle cx="${n(cx)}" cy="${n(ey)}" r="${n(r)}" fill="none" stroke="${ink}" stroke-width="1.6"/>` +
    `<path d="M${n(cx)} ${n(ey - r * 0.6)}L${n(cx + r * 0.45)} ${n(ey)}L${n(cx)} ${n(ey + r * 0.6)}L${n(cx - r * 0.45)} ${n(ey)}Z" fill="${ink}"/>`;
  const bars: [number, number, number][] = [
    [0.72, 0.075, 0.95],
    [0.5, 0.035, 0.6],
    [0.36, 0.035, 0.6],
  ];
  let by = y + h * (kind === "oval" ? 0.52 : 0.54);
  for (const [fw, fh, op] of bars) {
    const lw = w * inner * fw;
    const lh = Math.max(2, h * fh);
    s += `<rect x="${n(cx - lw / 2)}" y="${n(by)}" width="${n(lw)}" height="${n(lh)}" rx="1" fill="${ink}" opacity="${op}"/>`;
    by += lh + h * 0.06;
  }
  return s;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}
