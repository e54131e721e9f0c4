// How players are named in the QR code and the exported files: one list for the share panel and
// the settings' default.
import type { ExportNames } from "../api";

/** The choices, in the order they are offered (ui.ftl's `export-names` words them). */
export const NAME_CHOICES: readonly ExportNames[] = ["as_entered", "initials", "seat_numbers"];
