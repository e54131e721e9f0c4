import type { Conflict } from "./bindings/Conflict";
import type { ErrorCode } from "./bindings/ErrorCode";
import type { Problem } from "./bindings/Problem";
import type { WireError } from "./bindings/WireError";
import { t } from "../i18n/index.svelte";

/**
 * What went wrong, to branch on: a backend code (generated from Rust's `ErrorCode`: `wrong_step`,
 * `stale`, `storage`, `invalid_catalog`...) or one of the client's own: `no_backend` (not inside
 * the app), `offline` (a shared session's device can't reach the computer), `unexpected` (the
 * client and the backend disagree: a bug).
 */
export type ClientErrorCode = ErrorCode | "no_backend" | "offline" | "unexpected";

/** Every refusal or failure a backend call can end in, as the UI sees it. */
export class ApiError extends Error {
  /** What went wrong, to branch on (see `ClientErrorCode`). */
  readonly code: ClientErrorCode;
  /** Every problem of a refused catalog or card, each naming its card (empty otherwise). */
  readonly problems: Problem[];
  /** A correction refused because a later step would break: which step (null otherwise). */
  readonly conflict: Conflict | null;

  constructor(
    code: ClientErrorCode,
    message: string,
    problems: Problem[] = [],
    conflict: Conflict | null = null,
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.problems = problems;
    this.conflict = conflict;
  }
}

function isWireError(value: unknown): value is WireError {
  if (typeof value !== "object" || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof code === "string" && code !== "" && typeof message === "string";
}

/**
 * Turns whatever a backend call rejected with into an `ApiError`.
 *
 * Our commands reject with `{ code, message }`; Tauri itself rejects with a bare string (unknown
 * command, arguments that do not deserialize), which means the UI and the app disagree: a bug,
 * reported as `unexpected` with the detail kept for the bug report.
 */
export function toApiError(raw: unknown): ApiError {
  if (raw instanceof ApiError) return raw;
  if (isWireError(raw)) {
    const problems = Array.isArray(raw.problems) ? raw.problems : [];
    return new ApiError(raw.code, raw.message, problems, raw.conflict ?? null);
  }
  const detail =
    typeof raw === "string" ? raw : raw instanceof Error ? raw.message : JSON.stringify(raw);
  return new ApiError(
    "unexpected",
    t("error-unexpected", { detail: detail ?? t("error-no-detail") }),
  );
}

/** The error for a UI opened outside the desktop app, e.g. the Vite dev server in a browser. */
export function noBackend(): ApiError {
  return new ApiError("no_backend", t("error-no-backend"));
}
