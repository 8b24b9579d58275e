// Garments: T-shirts, hoodies and aprons with the brand emblem.

import { FABRIC_COLOURS } from "./colours";
import type { GarmentShape, ProductImageView } from "./styles";
import { frame, luminance, n, tone } from "./svg";

function emblem(cx: number, cy: number, r: number, colour: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${n(Math.max(1.5, r * 0.09))}"/>` +
    `<path d="M${cx} ${n(cy - r * 0.62)}L${n(cx + r * 0.42)} ${cy}L${cx} ${n(cy + r * 0.62)}L${n(cx - r * 0.42)} ${cy}Z" fill="${colour}"/>`
  );
}

export function renderGarment(shape: GarmentShape, colour: string, view: ProductImageView): string {
  const [fabric, print] = FABRIC_COLOURS[colour as keyof typeof FABRIC_COLOURS];
  const edge = tone(fabric, luminance(fabric) > 0.5 ? -0.18 : 0.12);
  const defs =
    `<linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone(fabric, 0.08)}"/><stop offset=".55" stop-color="${fabric}"/><stop offset="1" stop-color="${tone(fabric, -0.18)}"/></linearGradient>`;
  const piece = (d: string) => `<path d="${d}" fill="url(#f)" stroke="${edge}" stroke-width="1.5" stroke-linejoin="round"/>`;
  const seam = (d: string) => `<path d="${d}" fill="none" stroke="${edge}" stroke-width="1.2" stroke-dasharray="3 3"/>`;
  let s = `<ellipse cx="200" cy="458" rx="150" ry="10" fill="url(#floorShadow)"/>`;
  if (shape === "tshirt") {
    const neck = view === "back" ? "Q200 116 240 102" : "Q200 140 240 102";
    s += piece(`M160 102${neck}L302 124L352 190L312 222L296 202L296 444L104 444L104 202L88 222L48 190L98 124Z`);
    s += `<path d="M160 102${neck}" fill="none" stroke="${edge}" stroke-width="6" stroke-linecap="round"/>`;
    s += seam("M104 202L98 124") + seam("M296 202L302 124") + seam("M106 430L294 430");
    s += view === "back" ? emblem(200, 236, 46, print) + `<rect x="150" y="300" width="100" height="8" rx="2" fill="${print}"/>` : emblem(246, 172, 15, print);
  } else if (shape === "hoodie") {
    s += `<path d="M146 142C140 70 260 70 254 142Z" fill="${tone(fabric, -0.1)}" stroke="${edge}" stroke-width="1.5"/>`;
    s += piece("M146 136L254 136L300 156L336 226L346 414L310 420L298 246L298 430L102 430L102 246L90 420L54 414L64 226L100 156Z");
    s += `<rect x="102" y="420" width="196" height="24" rx="3" fill="${tone(fabric, -0.08)}" stroke="${edge}" stroke-width="1.5"/>`;
    s += `<rect x="54" y="404" width="38" height="22" rx="3" transform="rotate(4 73 415)" fill="${tone(fabric, -0.08)}" stroke="${edge}" stroke-width="1.2"/>`;
    s += `<rect x="308" y="404" width="38" height="22" rx="3" transform="rotate(-4 327 415)" fill="${tone(fabric, -0.08)}" stroke="${edge}" stroke-width="1.2"/>`;
    if (view === "back") {
      s += `<path d="M150 140C150 210 250 210 250 140" fill="${tone(fabric, -0.06)}" stroke="${edge}" stroke-width="1.5"/>`;
      s += emblem(200, 290, 44, print);
    } else {
      s += `<path d="M166 140C170 178 230 178 234 140" fill="${tone(fabric, -0.35)}" stroke="${edge}" stroke-width="1.5"/>`;
      s += `<path d="M186 170L184 236M214 170L216 236" stroke="${tone(print, 0)}" stroke-width="3" stroke-linecap="round"/>`;
      s += `<path d="M146 330L254 330L270 404L130 404Z" fill="none" stroke="${edge}" stroke-width="1.5"/>`;
      s += emblem(200, 282, 22, print);
    }
  } else {
    s += `<path d="M166 114C166 58 234 58 234 114" fill="none" stroke="${tone(fabric, -0.2)}" stroke-width="7"/>`;
    s += piece("M160 110L240 110L246 222L292 232L286 444L114 444L108 232L154 222Z");
    s += `<path d="M108 236C80 250 72 286 84 318M292 236C320 250 328 286 316 318" fill="none" stroke="${tone(fabric, -0.2)}" stroke-width="7" stroke-linecap="round"/>`;
    s += seam("M166 118L234 118") + seam("M120 436L280 436");
    s += `<rect x="140" y="300" width="120" height="66" rx="4" fill="${tone(fabric, -0.06)}" stroke="${edge}" stroke-width="1.5"/>`;
    s += `<path d="M200 300L200 366" stroke="${edge}" stroke-width="1.5"/>`;
    s += emblem(200, 168, 18, print);
  }
  return frame(defs, s);
}
