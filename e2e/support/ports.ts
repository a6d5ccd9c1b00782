/**
 * Each Playwright worker runs against an api and a web of its own (started
 * by playwright.config.ts, one pair per worker), so no test meets another
 * worker's settings, outbox or limits. A worker's slot is Playwright's
 * parallel index (0 to workers - 1, kept when a worker is replaced after a
 * failure); the config itself runs with none and starts every slot.
 */

/** Ports between two slots' servers. */
const STRIDE = 10;

const BASE_WEB_PORT = Number(process.env.E2E_WEB_PORT || 3100);
const BASE_API_PORT = Number(process.env.E2E_API_PORT || 4100);

export interface SlotPorts {
  /** the production web, forwarding /x-api to this slot's api */
  readonly web: number;
  /** the same web with its api gone (api-down.spec.ts): one for every slot, as it keeps no state */
  readonly webWithoutApi: number;
  readonly api: number;
}

export function slotPorts(slot: number): SlotPorts {
  return {
    web: BASE_WEB_PORT + slot * STRIDE,
    webWithoutApi: BASE_WEB_PORT + 2,
    api: BASE_API_PORT + slot * STRIDE,
  };
}

/** This worker's slot: 0 outside a worker (the config, a script). */
const SLOT = Number(process.env.TEST_PARALLEL_INDEX || 0);

/** This worker's servers. */
export const PORTS = slotPorts(SLOT);

/** This worker's web origin, as the browser reaches it. */
export const WEB = `http://localhost:${PORTS.web}`;

/** This worker's api, reached directly (its dev routes: outbox, config). */
export const API = `http://127.0.0.1:${PORTS.api}`;
