#!/usr/bin/env node
// Runs after `remix build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy of
// every script and style sheet the browser loads, so server.mjs sends the smallest encoding the
// browser accepts without compressing the same file on every request (docs/decisions/040).
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = path.resolve(process.env.REMIX_BUILD_DIR ? path.join(process.env.REMIX_BUILD_DIR, "public/build") : "public/build");
const COMPRESSIBLE = /\.(?:js|css|json|svg|map)$/;
let files = 0;
let raw = 0;
let brotli = 0;
let gzip = 0;

function walk(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name) && !entry.name.endsWith(".map")) compress(file);
  }
}

function compress(file) {
  const bytes = fs.readFileSync(file);
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  const gz = gzipSync(bytes, { level: 9 });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  files++;
  raw += bytes.length;
  brotli += br.length;
  gzip += gz.length;
}

if (!fs.existsSync(dir)) {
  console.error(`[precompress] no build at ${dir}`);
  process.exit(1);
}
walk(dir);
const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
console.log(`[precompress] ${files} files: ${kb(raw)} -> brotli ${kb(brotli)}, gzip ${kb(gzip)}`);
