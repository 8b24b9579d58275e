import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useTranslation } from "~/ui/i18n";
import { useHydrated } from "~/ui/use-hydrated";
import { MAX_PLACE_QUERY } from "../domain/airport-query";

const DEBOUNCE_MS = 180;

export interface SuggestInputProps<Item> {
  id: string;
  /** The posted field's name; without one the input is a search box only (nothing posted). */
  name?: string;
  label: string;
  defaultValue?: string;
  hint?: string;
  error?: string;
  describedBy?: string;
  /** The JSON address that answers a text (already debounced and trimmed). */
  url: (q: string) => string;
  read: (body: unknown) => Item[];
  itemKey: (item: Item) => string;
  itemText: (item: Item) => string;
  /** The input's value once an item is chosen. */
  onChoose: (item: Item) => string;
  listLabel: string;
  placeholder?: string;
}

/**
 * A text input that, once JavaScript runs, becomes a WAI-ARIA 1.2 combobox (list autocomplete)
 * offering what `url` answers as the shopper types: Arrow keys move, Enter or a click chooses,
 * Escape closes. Without JavaScript it is the plain input the server reads.
 */
export function SuggestInput<Item>(props: SuggestInputProps<Item>) {
  const { id, name, label, defaultValue, hint, error, describedBy, url, read, itemKey, itemText, onChoose, listLabel, placeholder } = props;
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const listId = `${id}-options`;
  const optionId = (index: number) => `${listId}-${index}`;
  const [items, setItems] = useState<Item[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);
  const requestId = useRef(0);

  const cancelPending = useCallback(() => {
    window.clearTimeout(timer.current);
    inflight.current?.abort();
    inflight.current = null;
    requestId.current++;
  }, []);
  useEffect(() => cancelPending, [cancelPending]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is derived from the stable id
  }, [open, active]);

  const load = async (q: string, request: number) => {
    const controller = new AbortController();
    inflight.current = controller;
    let list: Item[] = [];
    try {
      const response = await fetch(url(q), { signal: controller.signal, headers: { Accept: "application/json" } });
      list = response.ok ? read(await response.json()) : [];
    } catch {
      list = [];
    }
    if (request !== requestId.current || controller.signal.aborted) return;
    inflight.current = null;
    const focused = document.activeElement === inputRef.current;
    setItems(list);
    setActive(-1);
    setOpen(focused && list.length > 0);
    setAnnouncement(focused ? (list.length > 0 ? t("places:suggest.count", { count: list.length }) : t("places:suggest.none")) : "");
  };

  const onTextChange = (raw: string) => {
    cancelPending();
    const request = requestId.current;
    const q = raw.trim();
    if (q === "" || q.length > MAX_PLACE_QUERY) {
      close();
      setItems([]);
      setAnnouncement("");
      return;
    }
    timer.current = window.setTimeout(() => void load(q, request), DEBOUNCE_MS);
  };

  const choose = (item: Item) => {
    cancelPending();
    close();
    if (inputRef.current) inputRef.current.value = onChoose(item);
    setAnnouncement(itemText(item));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = items.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === "ArrowDown";
      if (!open) {
        setOpen(true);
        setActive(down ? 0 : count - 1);
      } else {
        setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
      }
    } else if (event.key === "Enter") {
      const chosen = open && active >= 0 ? items[active] : undefined;
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      }
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        close();
      }
    } else if (event.key === "Tab") {
      close();
    }
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && listRef.current?.contains(next)) return;
    close();
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(" ") || undefined;
  const activeOption = open && active >= 0 && active < items.length ? optionId(active) : undefined;

  return (
    <div className="field search-combobox">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={MAX_PLACE_QUERY}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        {...(hydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": open,
              "aria-controls": listId,
              "aria-activedescendant": activeOption,
            }
          : {})}
        onChange={(event) => onTextChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (items.length > 0) setOpen(true);
        }}
        onBlur={onBlur}
      />
      {hydrated ? (
        <ul ref={listRef} id={listId} role="listbox" aria-label={listLabel} className="search-suggestions" hidden={!open}>
          {items.map((item, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys belong to the input (combobox with aria-activedescendant)
            <li
              key={itemKey(item)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-suggestion"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
            >
              <span className="suggestion-text">{itemText(item)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
