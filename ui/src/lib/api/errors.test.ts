import { describe, expect, it } from "vitest";
import { ApiError, noBackend, toApiError } from "./errors";

describe("toApiError", () => {
  it("keeps the code and message of a backend error", () => {
    const err = toApiError({
      code: "overloaded",
      message: "Ben is overloaded this turn: no Life Happens card is drawn",
    });
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe("overloaded");
    expect(err.message).toBe("Ben is overloaded this turn: no Life Happens card is drawn");
  });

  it("reports Tauri's bare string rejections as unexpected, keeping the detail", () => {
    const err = toApiError("command app_infoo not found");
    expect(err.code).toBe("unexpected");
    expect(err.message).toContain("command app_infoo not found");
    expect(err.message).toContain("restart the app");
  });

  it("does not take an object without a usable code for a backend error", () => {
    expect(toApiError({ message: "no code" }).code).toBe("unexpected");
    expect(toApiError({ code: "", message: "empty code" }).code).toBe("unexpected");
    expect(toApiError({ code: 7, message: "numeric code" }).code).toBe("unexpected");
    expect(toApiError(null).code).toBe("unexpected");
    expect(toApiError(undefined).message).toContain("no detail");
  });

  it("keeps the message of a thrown Error", () => {
    expect(toApiError(new TypeError("boom")).message).toContain("boom");
  });

  it("passes an ApiError through unchanged", () => {
    const original = new ApiError("stale", "Someone else recorded first");
    expect(toApiError(original)).toBe(original);
  });
});

describe("noBackend", () => {
  it("tells how to start the app", () => {
    const err = noBackend();
    expect(err.code).toBe("no_backend");
    expect(err.message).toContain("make run");
  });
});
