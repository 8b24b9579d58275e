import { Form, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useTranslation } from "~/ui/i18n";
import type { Suggestion } from "../search-index";
import { MAX_QUERY_LENGTH } from "~/modules/catalog";
import { useHydrated } from "~/ui/use-hydrated";
import { HighlightedText, useSuggestionKindLabel } from "./SuggestionList";

const INPUT_ID = "site-search";
const LISTBOX_ID = "site-search-suggestions";
const optionId = (index: number) => `${LISTBOX_ID}-${index}`;
const DEBOUNCE_MS = 150;
const KINDS: readonly Suggestion["kind"][] = ["product", "brand", "category", "term"];

/** Keeps only well-formed suggestions from the network answer. */
function readSuggestions(body: unknown): Suggestion[] {
  const list = (body as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (s): s is Suggestion =>
      typeof s === "object" &&
      s !== null &&
      typeof s.text === "string" &&
      typeof s.href === "string" &&
      s.href.startsWith("/") &&
      !s.href.startsWith("//") &&
      KINDS.includes(s.kind),
  );
}

/**
 * The header search: a GET form to /search that works as-is without JavaScript. With
 * JavaScript the input becomes a WAI-ARIA 1.2 combobox (list autocomplete) offering
 * suggestions from /search/suggest as the shopper types.
 */
export function SearchCombobox() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname === "/search" ? params.get("q") ?? "" : "";

  // The combobox roles are added only once JavaScript runs, so the server page is a plain search form.
  const hydrated = useHydrated();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  /** The trimmed text the shown suggestions answer. */
  const [suggestedFor, setSuggestedFor] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");

  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);
  /** Bumped for every change of the text: only the answer for the latest one is shown. */
  const requestId = useRef(0);


  const cancelPending = useCallback(() => {
    window.clearTimeout(timer.current);
    inflight.current?.abort();
    inflight.current = null;
    requestId.current++;
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  // A navigation (link, back button, chosen suggestion) closes the list and drops late answers.
  useEffect(() => {
    cancelPending();
    close();
  }, [location.key, cancelPending, close]);

  useEffect(() => cancelPending, [cancelPending]);

  // A click or tap anywhere outside the search closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (formRef.current && !formRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  // Keep the highlighted option in view inside the scrolling list.
  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  const load = async (q: string, id: number) => {
    const controller = new AbortController();
    inflight.current = controller;
    let list: Suggestion[] = [];
    try {
      const query = new URLSearchParams({ q, lng: i18n.language });
      const response = await fetch(`/search/suggest?${query}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      });
      list = response.ok ? readSuggestions(await response.json()) : [];
    } catch {
      list = [];
    }
    // A later keystroke (or a navigation) has moved on: this answer is stale.
    if (id !== requestId.current || controller.signal.aborted) return;
    inflight.current = null;
    const focused = document.activeElement === inputRef.current;
    setSuggestions(list);
    setSuggestedFor(q);
    setActive(-1);
    setOpen(focused && list.length > 0);
    setAnnouncement(
      !focused ? "" : list.length > 0 ? t("search:suggest.count", { count: list.length }) : t("search:suggest.none"),
    );
  };

  const onTextChange = (raw: string) => {
    cancelPending();
    const id = requestId.current;
    const q = raw.trim();
    if (q === "" || q.length > MAX_QUERY_LENGTH) {
      close();
      setSuggestions([]);
      setSuggestedFor("");
      setAnnouncement("");
      return;
    }
    timer.current = window.setTimeout(() => void load(q, id), DEBOUNCE_MS);
  };

  const choose = (suggestion: Suggestion) => {
    cancelPending();
    close();
    navigate(suggestion.href);
  };

  /** Suggestions belong to the text in the box right now (not to an earlier text). */
  const listIsCurrent = () => suggestions.length > 0 && (inputRef.current?.value.trim() ?? "") === suggestedFor;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
        if (!listIsCurrent()) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
        } else {
          setActive((index) => (index + 1) % count);
        }
        return;
      case "ArrowUp":
        if (!listIsCurrent()) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(count - 1);
        } else {
          setActive((index) => (index <= 0 ? count - 1 : index - 1));
        }
        return;
      case "Enter": {
        const chosen = open && active >= 0 ? suggestions[active] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        }
        // Otherwise the form submits to /search as it does without JavaScript.
        return;
      }
      case "Escape":
        if (open) {
          // Only close; the browser's own Escape (clearing a search field) waits for the next press.
          event.preventDefault();
          close();
        }
        return;
      case "Tab":
        close();
        return;
      default:
        return;
    }
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && listRef.current?.contains(next)) return;
    close();
  };

  const activeOption = open && active >= 0 && active < suggestions.length ? optionId(active) : undefined;
  const kindLabel = useSuggestionKindLabel();

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="search-box search-combobox"
      ref={formRef}
      onSubmit={() => {
        cancelPending();
        close();
      }}
    >
      <label htmlFor={INPUT_ID} className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        ref={inputRef}
        id={INPUT_ID}
        type="search"
        name="q"
        defaultValue={current}
        key={current}
        placeholder={t("search.placeholder")}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        {...(hydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": open,
              "aria-controls": LISTBOX_ID,
              "aria-activedescendant": activeOption,
            }
          : {})}
        onChange={(event) => onTextChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (listIsCurrent()) setOpen(true);
        }}
        onBlur={onBlur}
      />
      <button type="submit">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="visually-hidden">{t("search.submit")}</span>
      </button>
      {hydrated ? (
        <ul
          ref={listRef}
          id={LISTBOX_ID}
          role="listbox"
          aria-label={t("search:suggest.listLabel")}
          className="search-suggestions"
          hidden={!open}
          data-query={suggestedFor}
        >
          {suggestions.map((suggestion, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys belong to the input (combobox with aria-activedescendant): Arrow keys move, Enter chooses
            <li
              key={`${index}:${suggestion.href}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-suggestion"
              data-href={suggestion.href}
              // Keep the focus in the input so the list stays a combobox popup.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <span className="suggestion-text">
                <HighlightedText text={suggestion.text} q={suggestedFor} />
              </span>
              <span className={`suggestion-kind suggestion-kind-${suggestion.kind}`}>{kindLabel(suggestion.kind)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </Form>
  );
}
