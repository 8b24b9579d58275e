// Cans and gift boxes

import { CAN_COLOURS, GIFTBOX_COLOURS } from "./colours";
import type { ProductImageView } from "./styles";
import { CX, FLOOR, frame, n, shadow, tone } from "./svg";

export function renderCan(colour: string, view: ProductImageView): string {
  const [metal, print] = CAN_COLOURS[colour as keyof typeof CAN_COLOURS];
  const hw = 58;
  const top = 146;
  const outline =
    `M${CX - hw + 6} ${top}L${CX + hw - 6} ${top}L${CX + hw} ${top + 14}L${CX + hw} ${FLOOR - 16}` +
    `L${CX + hw - 8} ${FLOOR}L${CX - hw + 8} ${FLOOR}L${CX - hw} ${FLOOR - 16}L${CX - hw} ${top + 14}Z`;
  const defs = `<clipPath id="cclip"><path d="${outline}"/></clipPath>`;
  let body = shadow(hw * 1.2) + `<path d="${outline}" fill="${metal}"/>`;
  const g = (s: string) => `<g clip-path="url(#cclip)">${s}</g>`;
  if (view === "back") {
    let lines = "";
    for (let i = 0; i < 6; i++) {
      const w = [70, 80, 60, 76, 52, 66][i]!;
      lines += `<rect x="${CX - w / 2}" y="${226 + i * 14}" width="${w}" height="4" rx="1" fill="${print}" opacity=".6"/>`;
    }
    body += g(
      lines +
        `<rect x="${CX - 24}" y="332" width="48" height="26" fill="#fff"/>` +
        [0, 4, 7, 12, 15, 18, 23, 27, 30, 34, 38, 41].map((x) => `<rect x="${CX - 21 + x}" y="335" width="2" height="20" fill="#111"/>`).join(""),
    );
  } else {
    body += g(
      `<rect x="0" y="${top + 70}" width="400" height="128" fill="${print}" opacity=".14"/>` +
        `<rect x="0" y="${top + 66}" width="400" height="4" fill="${print}" opacity=".8"/>` +
        `<rect x="0" y="${top + 198}" width="400" height="4" fill="${print}" opacity=".8"/>` +
        `<circle cx="${CX}" cy="${top + 134}" r="34" fill="none" stroke="${print}" stroke-width="3"/>` +
        `<path d="M${CX} ${top + 108}L${CX + 17} ${top + 134}L${CX} ${top + 160}L${CX - 17} ${top + 134}Z" fill="${print}"/>` +
        `<rect x="${CX - 36}" y="${top + 236}" width="72" height="6" rx="1" fill="${print}" opacity=".8"/>`,
    );
  }
  body += `<path d="${outline}" fill="url(#shade)"/>`;
  // Lid and bottom rim in plain aluminium.
  body += `<path d="M${CX - hw + 6} ${top}L${CX + hw - 6} ${top}L${CX + hw} ${top + 14}L${CX - hw} ${top + 14}Z" fill="#c9ced3"/>`;
  body += `<path d="M${CX - hw + 6} ${top}L${CX + hw - 6} ${top}L${CX + hw} ${top + 14}L${CX - hw} ${top + 14}Z" fill="url(#shade)"/>`;
  body += `<rect x="${CX - hw + 7}" y="${top - 5}" width="${(hw - 7) * 2}" height="7" rx="3" fill="#dde1e5"/>`;
  body += `<path d="M${CX - hw} ${FLOOR - 16}L${CX + hw} ${FLOOR - 16}L${CX + hw - 8} ${FLOOR}L${CX - hw + 8} ${FLOOR}Z" fill="#b9bfc5"/>`;
  body += `<path d="M${CX - hw} ${FLOOR - 16}L${CX + hw} ${FLOOR - 16}L${CX + hw - 8} ${FLOOR}L${CX - hw + 8} ${FLOOR}Z" fill="url(#shade)"/>`;
  body += `<rect x="${n(CX - hw * 0.62)}" y="${top + 24}" width="8" height="250" rx="4" fill="url(#shine)" opacity=".55"/>`;
  body += `<path d="${outline}" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="1.2"/>`;
  return frame(defs, body);
}

export function renderGiftbox(colour: string): string {
  const [box, ribbon] = GIFTBOX_COLOURS[colour as keyof typeof GIFTBOX_COLOURS];
  const x0 = 92;
  const x1 = 282;
  const top = 214;
  const d = 40; // depth offset
  const rise = 30;
  const lid = 50;
  const mid = (x0 + x1) / 2;
  let s = shadow(130, 214);
  // Box: right side, front.
  s += `<path d="M${x1} ${top}L${x1 + d} ${top - rise}L${x1 + d} ${FLOOR - rise}L${x1} ${FLOOR}Z" fill="${tone(box, -0.35)}"/>`;
  s += `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${FLOOR - top}" fill="${box}"/>`;
  s += `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${FLOOR - top}" fill="url(#shade)" opacity=".35"/>`;
  // Ribbon down the front and round the side.
  s += `<rect x="${mid - 12}" y="${top}" width="24" height="${FLOOR - top}" fill="${ribbon}"/>`;
  s += `<path d="M${x1} ${top + 120}L${x1 + d} ${top + 120 - rise}L${x1 + d} ${top + 144 - rise}L${x1} ${top + 144}Z" fill="${tone(ribbon, -0.3)}"/>`;
  s += `<rect x="${x0}" y="${top + 120}" width="${x1 - x0}" height="24" fill="${ribbon}"/>`;
  // Lid: slightly larger, with its own front, side and top.
  const lx0 = x0 - 6;
  const lx1 = x1 + 6;
  const ltop = top - 12;
  s += `<path d="M${lx1} ${ltop}L${lx1 + d} ${ltop - rise}L${lx1 + d} ${ltop + lid - rise}L${lx1} ${ltop + lid}Z" fill="${tone(box, -0.28)}"/>`;
  s += `<path d="M${lx0} ${ltop}L${lx0 + d} ${ltop - rise}L${lx1 + d} ${ltop - rise}L${lx1} ${ltop}Z" fill="${tone(box, 0.14)}"/>`;
  s += `<rect x="${lx0}" y="${ltop}" width="${lx1 - lx0}" height="${lid}" fill="${tone(box, 0.05)}"/>`;
  s += `<rect x="${lx0}" y="${ltop}" width="${lx1 - lx0}" height="${lid}" fill="url(#shade)" opacity=".35"/>`;
  s += `<rect x="${lx0}" y="${ltop + lid - 3}" width="${lx1 - lx0}" height="3" fill="#000" opacity=".15"/>`;
  s += `<rect x="${mid - 12}" y="${ltop}" width="24" height="${lid}" fill="${ribbon}"/>`;
  s += `<path d="M${mid - 12} ${ltop}L${mid - 12 + d} ${ltop - rise}L${mid + 12 + d} ${ltop - rise}L${mid + 12} ${ltop}Z" fill="${tone(ribbon, 0.15)}"/>`;
  s += `<path d="M${lx1} ${ltop + 13}L${lx1 + d} ${ltop + 13 - rise}L${lx1 + d} ${ltop + 37 - rise}L${lx1} ${ltop + 37}Z" fill="${tone(ribbon, -0.3)}"/>`;
  // Bow on top.
  const bx = mid + d / 2;
  const by = ltop - rise / 2;
  const loop = (dir: number) =>
    `<path d="M${bx} ${by}C${bx + dir * 20} ${by - 46} ${bx + dir * 62} ${by - 34} ${bx + dir * 50} ${by - 6}C${bx + dir * 42} ${by + 8} ${bx + dir * 16} ${by + 4} ${bx} ${by}Z" fill="${ribbon}" stroke="${tone(ribbon, -0.35)}" stroke-width="1.2"/>` +
    `<path d="M${bx + dir * 8} ${by - 4}C${bx + dir * 22} ${by - 30} ${bx + dir * 44} ${by - 26} ${bx + dir * 44} ${by - 10}" fill="none" stroke="${tone(ribbon, -0.25)}" stroke-width="1.5"/>`;
  s += `<path d="M${bx - 4} ${by + 2}L${bx - 26} ${by + 40}L${bx - 14} ${by + 36}L${bx - 10} ${by + 48}L${bx + 4} ${by + 4}Z" fill="${tone(ribbon, -0.12)}"/>`;
  s += `<path d="M${bx + 4} ${by + 2}L${bx + 30} ${by + 34}L${bx + 17} ${by + 33}L${bx + 16} ${by + 46}L${bx - 2} ${by + 4}Z" fill="${tone(ribbon, -0.18)}"/>`;
  s += loop(-1) + loop(1);
  s += `<ellipse cx="${bx}" cy="${by - 1}" rx="10" ry="8" fill="${tone(ribbon, -0.1)}" stroke="${tone(ribbon, -0.35)}" stroke-width="1.2"/>`;
  // Gift tag.
  s += `<path d="M${x0 + 26} ${top + 46}L${x0 + 62} ${top + 46}L${x0 + 70} ${top + 60}L${x0 + 62} ${top + 74}L${x0 + 26} ${top + 74}Z" fill="#fbf6ea" stroke="${tone(box, -0.3)}" stroke-width="1"/>`;
  s += `<circle cx="${x0 + 62}" cy="${top + 60}" r="2.5" fill="${tone(box, -0.2)}"/>`;
  s += `<rect x="${x0 + 32}" y="${top + 56}" width="22" height="3" fill="${box}" opacity=".7"/><rect x="${x0 + 32}" y="${top + 63}" width="14" height="2.5" fill="${box}" opacity=".5"/>`;
  return frame("", s);
}
