import fs from "node:fs";

/**
 * The browsers the journeys run in: Debian's packages, never a download. Most journeys use the
 * old headless shell (package chromium-headless-shell, which .ci/run installs): the same engine
 * without the full browser around it, about a fifth less CPU a journey on 2 cores. Where it is
 * missing, and for what only the full browser has (the Push API and its notification permission,
 * push.spec.ts), Debian's chromium.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_CHROMIUM = "/usr/bin/chromium";

const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export const journeyBrowser = {
  executablePath: process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  args,
};

export const fullBrowser = { executablePath: process.env.CHROMIUM_PATH || FULL_CHROMIUM, args };
