// What the page and the web app's worker (./worker.ts) say to each other.
import type { SessionResponse } from "../bindings/SessionResponse";
import type { WireError } from "../bindings/WireError";

/** Page → worker: run `command` with `req`; `picked` is the file chosen for an import. */
export interface CallMessage {
  id: number;
  command: string;
  /**
   * The request as JSON, written by the page: a request can hold the screens' reactive state
   * (Svelte's proxies), which a Worker's structured clone refuses ("could not be cloned").
   */
  req: string;
  picked: { name: string; text: string } | null;
}

/** An export the page offers as a download. */
export interface DownloadFile {
  name: string;
  text: string;
}

/**
 * Worker → page: the answer to call `id`, sent once what it wrote is durable. `changed`: the
 * other sessions the call changed, newest view of each (a language switch says them again).
 */
export type AnswerMessage =
  | { id: number; ok: unknown; downloads: DownloadFile[]; changed?: SessionResponse[] }
  | { id: number; err: WireError; downloads: DownloadFile[]; changed?: SessionResponse[] }
  /** The worker itself failed (its module, the storage): a bug or a browser without the APIs. */
  | { id: number; failure: string };

/** One file as kept in the browser: `folder` "" is the root (the settings); `bytes` null deletes. */
export interface FileWrite {
  folder: string;
  name: string;
  bytes: string | null;
}

/**
 * Worker → page, unasked: another tab held the storage when this one started, and has closed;
 * this tab's core now owns it and writes (the start screen asks again what to offer).
 */
export interface OwnerMessage {
  owner: true;
}

/** Whatever the worker posts to the page. */
export type WorkerMessage = AnswerMessage | OwnerMessage;
