// Makes the PNG icons and favicon.ico from public/favicon.svg (run again when the logo changes).
import sharp from "sharp";
import fs from "node:fs";
const svg = fs.readFileSync("public/favicon.svg");
const png = (size) => sharp(svg, { density: 72 * size / 64 * 4 }).resize(size, size).png().toBuffer();
fs.writeFileSync("public/icon-192.png", await png(192));
fs.writeFileSync("public/icon-512.png", await png(512));
// apple-touch-icon: opaque background (iOS fills transparency with black)
fs.writeFileSync("public/apple-touch-icon.png", await sharp(svg, { density: 72 * 180 / 64 * 4 }).resize(180, 180).flatten({ background: "#ffffff" }).png().toBuffer());
// ICO with two PNG images (16, 32, 48)
const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map(png));
const header = Buffer.alloc(6); header.writeUInt16LE(0, 0); header.writeUInt16LE(1, 2); header.writeUInt16LE(sizes.length, 4);
let offset = 6 + 16 * sizes.length;
const entries = sizes.map((s, i) => { const e = Buffer.alloc(16); e.writeUInt8(s, 0); e.writeUInt8(s, 1); e.writeUInt8(0, 2); e.writeUInt8(0, 3); e.writeUInt16LE(1, 4); e.writeUInt16LE(32, 6); e.writeUInt32LE(images[i].length, 8); e.writeUInt32LE(offset, 12); offset += images[i].length; return e; });
fs.writeFileSync("public/favicon.ico", Buffer.concat([header, ...entries, ...images]));
