// Bar tools: shakers and jiggers in polished metal.

import { METAL_COLOURS } from "./colours";
import type { ToolShape } from "./styles";
import { CX, FLOOR, frame, shadow, symmetricPath, tone } from "./svg";

function metalGradient(id: string, colour: string): string {
  const [light, dark] = METAL_COLOURS[colour as keyof typeof METAL_COLOURS];
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset=".22" stop-color="${light}"/>` +
    `<stop offset=".38" stop-color="${tone(light, -0.12)}"/><stop offset=".62" stop-color="${tone(dark, 0.35)}"/><stop offset=".82" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`
  );
}

export function renderTool(shape: ToolShape, colour: string): string {
  const defs = metalGradient("m", colour);
  const part = (d: string) => `<path d="${d}" fill="url(#m)" stroke="#000" stroke-opacity=".25" stroke-width="1.2"/>`;
  let s = "";
  if (shape === "shaker") {
    s += shadow(66);
    s += part(symmetricPath([50, 262], [{ to: [44, FLOOR - 6] }, { c1: [44, FLOOR - 1], c2: [42, FLOOR], to: [38, FLOOR] }]));
    s += part(symmetricPath([55, 246], [{ to: [56, 270] }, { to: [50, 272] }, { to: [50, 262] }]));
    s += part(symmetricPath([32, 150], [{ c1: [40, 200], c2: [56, 224], to: [56, 244] }, { to: [55, 252] }]));
    s += part(symmetricPath([22, 104], [{ c1: [25, 106], c2: [25, 112], to: [25, 118] }, { to: [28, 150] }]));
    s += `<path d="M${CX - 20} 104C${CX - 16} 94 ${CX + 16} 94 ${CX + 20} 104Z" fill="url(#m)" stroke="#000" stroke-opacity=".25"/>`;
    s += `<rect x="${CX - 28}" y="296" width="8" height="140" rx="4" fill="#fff" opacity=".35"/>`;
  } else {
    s += shadow(48);
    s += part(symmetricPath([44, 176], [{ to: [14, 300] }]));
    s += part(symmetricPath([14, 306], [{ to: [40, FLOOR - 4] }, { to: [40, FLOOR] }]));
    s += `<rect x="${CX - 16}" y="296" width="32" height="12" rx="3" fill="url(#m)" stroke="#000" stroke-opacity=".3"/>`;
    s += `<ellipse cx="${CX}" cy="176" rx="44" ry="6" fill="${tone(METAL_COLOURS[colour as keyof typeof METAL_COLOURS][1], -0.2)}" stroke="#000" stroke-opacity=".25"/>`;
    s += `<path d="M${CX - 30} 190L${CX - 10} 286" stroke="#fff" stroke-opacity=".45" stroke-width="4" stroke-linecap="round"/>`;
    s += `<path d="M${CX - 10} 322L${CX - 26} 430" stroke="#fff" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/>`;
  }
  return frame(defs, s);
}
