/**
 * The buy box's "just added" highlight (storefront-spec.md §4 States and transitions). Pure: the
 * form dispatches the events and runs the timer.
 */

/** The add-to-cart highlight lasts 3 seconds (storefront-spec.md §9, "Timing and layout"). */
export const JUST_CHANGED_MS = 3_000;

/**
 * The 'just added' highlight. `added` sets it and starts a new generation; the 3-second timer
 * carries the generation it was started for, so a stale timer from an earlier add does not cut
 * a later highlight short. A plain success (any other successful cart/order call), a failure
 * or an order reset clear it at once.
 */
export interface JustChangedState {
  justChanged: boolean;
  generation: number;
}

export type JustChangedEvent =
  | { type: "added" }
  | { type: "tick3s"; generation: number }
  | { type: "plainSuccess" }
  | { type: "failure" }
  | { type: "orderReset" };

export const INITIAL_JUST_CHANGED: JustChangedState = { justChanged: false, generation: 0 };

export function justChangedReducer(state: JustChangedState, event: JustChangedEvent): JustChangedState {
  switch (event.type) {
    case "added":
      return { justChanged: true, generation: state.generation + 1 };
    case "tick3s":
      return event.generation === state.generation && state.justChanged ? { ...state, justChanged: false } : state;
    case "plainSuccess":
    case "failure":
    case "orderReset":
      return state.justChanged ? { ...state, justChanged: false } : state;
  }
}
