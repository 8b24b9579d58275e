/** What the push pages and the prompt are given (camelCase, never rows). */

/** The root loader's push field: present only when the prompt may be shown to this visitor. */
export interface PushPromptData {
  /** The VAPID public key (base64url): the browser's applicationServerKey. */
  publicKey: string;
}

export interface PushDeviceView {
  id: number;
  /** "Chrome on Android"; "" when the browser could not be told. */
  label: string;
  linkedAt: string;
  lastPushAt: string | null;
}

export interface BroadcastView {
  id: number;
  title: string;
  body: string;
  url: string;
  audience: "all" | "category";
  categoryName: string | null;
  recipients: number;
  sent: number;
  staffName: string;
  createdAt: string;
}

export interface TaxonOption {
  id: number;
  name: { mn: string; en: string };
  depth: number;
}
