// How players are named in the QR code and the exported files: one list for the share panel and
// the settings' default.
import type { ExportNames } from "../api";

/** The choices, in the order they are offered. */
export const NAME_CHOICES: readonly { value: ExportNames; label: string }[] = [
  { value: "as_entered", label: "Nicknames as entered" },
  { value: "initials", label: "Initials" },
  { value: "seat_numbers", label: "Seat numbers only" },
];
