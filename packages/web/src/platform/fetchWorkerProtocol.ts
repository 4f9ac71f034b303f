/** The messages between the page and the fetch worker (fetchWorker.ts, offMainThreadFetch.ts). */

/** Page → worker: send a request (the body already text), or abort one sent before. */
export type FetchWorkerCommand =
  | {
      type: 'send';
      id: number;
      url: string;
      method: string;
      headers: [string, string][];
      credentials: RequestCredentials;
      body?: string;
    }
  | { type: 'abort'; id: number };

/** Worker → page: a request's whole answer, or why it failed. */
export type FetchWorkerReply =
  | {
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: string;
    }
  | { id: number; error: string };
