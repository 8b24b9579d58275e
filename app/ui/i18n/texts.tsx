import { useNavigation } from "@remix-run/react";
import type { TFunction } from "i18next";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { asLng, type Lng } from "~/i18n";
import { startTextsScript } from "./fetch-texts";
import { createTranslator, type Translate } from "./translator";
import type { TextsBundle } from "./bundle";

export type { TextsBundle } from "./bundle";

/** Another language's bundle, for a language switch without a page load. */
export type LoadTexts = (lng: Lng) => Promise<TextsBundle>;

interface TextsValue {
  bundle: TextsBundle;
  changeLanguage(lng: Lng): void;
  /** Starts fetching a language's texts (the language form was just posted). */
  prepareLanguage(lng: Lng): void;
}

const TextsContext = createContext<TextsValue | null>(null);

// Built once per bundle and namespace: on the server the bundles live as long as the process.
const translators = new WeakMap<TextsBundle, Map<string, Translate>>();
export function translatorFor(bundle: TextsBundle, ns: string | readonly string[]): Translate {
  let byNs = translators.get(bundle);
  if (!byNs) translators.set(bundle, (byNs = new Map()));
  const key = typeof ns === "string" ? ns : ns.join(",");
  let t = byNs.get(key);
  if (!t) {
    const languages = [{ lng: bundle.lng, texts: bundle.texts }];
    if (bundle.lng !== "mn") languages.push({ lng: "mn", texts: bundle.fallback });
    byNs.set(key, (t = createTranslator(languages, ns)));
  }
  return t;
}

export function TextsProvider({ initial, load, children }: { initial: TextsBundle; load?: LoadTexts; children: ReactNode }) {
  const [bundle, setBundle] = useState(initial);
  const shown = useRef(initial.lng);
  const wanted = useRef(initial.lng);
  const loads = useRef(new Map<Lng, Promise<TextsBundle>>());
  shown.current = bundle.lng;
  const fetchOnce = useCallback(
    (lng: Lng) => {
      let pending = loads.current.get(lng);
      if (!pending && load) {
        pending = load(lng);
        loads.current.set(lng, pending);
        // A failed fetch may be tried again by the next switch.
        pending.catch(() => loads.current.delete(lng));
      }
      return pending;
    },
    [load],
  );
  const changeLanguage = useCallback(
    (lng: Lng) => {
      wanted.current = lng;
      if (lng === shown.current) return;
      // Only the last choice wins when the shopper switches twice before the first arrives.
      fetchOnce(lng)?.then(
        (next) => {
          if (wanted.current === next.lng) setBundle(next);
        },
        // Texts that cannot be fetched: a page load shows the page whole in the new language.
        () => {
          if (wanted.current === lng) window.location.reload();
        },
      );
    },
    [fetchOnce],
  );
  const prepareLanguage = useCallback((lng: Lng) => void fetchOnce(lng), [fetchOnce]);
  const value = useMemo(() => ({ bundle, changeLanguage, prepareLanguage }), [bundle, changeLanguage, prepareLanguage]);
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

function useTexts(): TextsValue {
  const value = useContext(TextsContext);
  if (!value) throw new Error("useTranslation needs a TextsProvider above it (entry.server / entry.client)");
  return value;
}

/**
 * The texts in the page's language, as react-i18next's hook gave them: `t` bound to `ns`
 * (default common; "other:key" reaches another namespace) and the language.
 */
export function useTranslation<Ns extends string = "common">(ns?: Ns): { t: TFunction<Ns>; i18n: { language: Lng } } {
  const { bundle } = useTexts();
  const t = translatorFor(bundle, ns ?? "common");
  return useMemo(() => ({ t: t as unknown as TFunction<Ns>, i18n: { language: bundle.lng } }), [t, bundle.lng]);
}

/**
 * Follows the language the root loader answered with. The texts are fetched as soon as the
 * language form is posted, so they are there when the page's new data is.
 */
export function useSyncLanguage(locale: string) {
  const { changeLanguage, prepareLanguage } = useTexts();
  const navigation = useNavigation();
  const posted = navigation.formAction === "/locale" ? navigation.formData?.get("lng") : null;
  useEffect(() => {
    if (typeof posted === "string") prepareLanguage(asLng(posted));
  }, [posted, prepareLanguage]);
  useEffect(() => changeLanguage(asLng(locale)), [locale, changeLanguage]);
}

/**
 * Starts the download of the page's texts as the head is parsed, in parallel with the scripts;
 * entry.client awaits it before hydrating. A script rather than <link rel=preload>: a browser
 * without JavaScript never uses the texts, so it should not download them.
 */
export function TextsScript({ nonce }: { nonce: string | undefined }) {
  const { bundle } = useTexts();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: startTextsScript(bundle.href) }} />;
}
