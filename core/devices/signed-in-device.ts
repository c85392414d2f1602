/** One signed-in device of the member: a live sign-in, as the settings list shows it (issue 13 item 4). */
export interface SignedInDevice {
  /** The sign-in's id, to end it with. */
  readonly id: string;
  /** The API-02 platform it signed in with (`web`, `ios`, `android`), when known. */
  readonly platform: string | null;
  /** A short label of the browser and system ("Firefox on Linux"), when known. */
  readonly device: string | null;
  /** Where it last said it was, at city level (a tenth of a degree), when it said. */
  readonly place: { readonly lat: number; readonly lng: number } | null;
  /** Epoch ms. */
  readonly signedInAt: number;
  /** Epoch ms, to the server's resolution of a few minutes. */
  readonly lastActiveAt: number;
  /** The device asking. */
  readonly current: boolean;
}

/** The list's order: this device first, then the others from the most recently active. */
export const byCurrentThenRecent = (devices: readonly SignedInDevice[]): SignedInDevice[] =>
  [...devices].sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt - a.lastActiveAt || a.id.localeCompare(b.id));

/** The devices a member can end from the list: every one but the asking device. */
export const endable = (devices: readonly SignedInDevice[]): SignedInDevice[] => devices.filter((device) => !device.current);
