import type { AddressFormDefaults } from "~/modules/accounts";
import type { DeliveryRates, DeliverySlot, DeliveryType } from "~/modules/delivery";

/**
 * What the checkout pages get (camelCase, built by checkout.server.ts): the UI imports these,
 * never the row shapes of the queries.
 */

/** A saved address the shopper may deliver to. */
export interface SavedAddressOption {
  id: number;
  city: string;
  district: string;
  khoroo: string;
  street: string;
  detail: string;
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
