import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Lng } from "./i18n";
import { fetchTexts, pageTexts, textsPath, TextsProvider } from "./ui/i18n";

// A language switch without a page load fetches the other language's texts.
const loadTexts = (lng: Lng) => fetchTexts(textsPath(lng));

async function hydrate() {
  // The head's script (TextsScript) started fetching the page's texts while the scripts loaded.
  const initial = await pageTexts();
  startTransition(() => {
    hydrateRoot(
      document,
      <TextsProvider initial={initial} load={loadTexts}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TextsProvider>,
    );
  });
}

void hydrate();
