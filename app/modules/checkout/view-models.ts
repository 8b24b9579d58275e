import type { AddressFormDefaults } from "~/modules/accounts";
import type { DeliveryRates, DeliverySlot, DeliveryType } from "~/modules/delivery";

/**
 * What the checkout pages get (camelCase, built by checkout.server.ts): the UI imports these,
 * never the row shapes of the queries.
 */

/** A saved address the shopper may deliver to. */
export interface SavedAddressOption {
  id: number;
  country: string;
  city: string;
  district: string;
  khoroo: string;
  street: string;
  detail: string;
  zip: string;
}

/** A store the order may be picked up from, in the shopper's language. */
export interface PickupLocationOption {
  id: number;
  name: string;
  address: string;
  opensAt: string;
  closesAt: string;
}

/** What the address form shows first: the order's earlier choices, else the user's details. */
export interface AddressStepDefaults extends AddressFormDefaults {
  deliveryType: DeliveryType;
  addressId: string;
  pickupLocationId: string;
  slot: string;
  pickupSlot: string;
  receiverName: string;
  receiverPhone: string;
  email: string;
  vatReceipt: "person" | "organisation";
  registryNumber: string;
  organisationName: string;
}

export interface AddressStepView {
  savedAddresses: SavedAddressOption[];
  pickupLocations: PickupLocationOption[];
  slots: { simple: DeliverySlot[]; pickup: DeliverySlot[] };
  expressOpen: boolean;
  defaults: AddressStepDefaults;
  rates: DeliveryRates;
  freeShippingThreshold: number;
}

/** A slot the payment step offers instead of one that went away: its id and its window in words. */
export interface SlotChoice {
  id: string;
  label: string;
}

/**
 * The payment step's recap of step 2. `slot` is the chosen slot checked when the page renders:
 * still free, gone (with the error placing would answer and the next free slots of the same kind),
 * or none to check.
 */
export interface DeliveryRecapView {
  type: DeliveryType;
  place: string;
  window: string;
  slot: { state: "free" | "none"; error: null; next: SlotChoice[] } | { state: "gone"; error: "checkout:errors.slotUnavailable" | "checkout:errors.expressClosed"; next: SlotChoice[] };
  receiver: string;
  vatReceipt: string;
}
