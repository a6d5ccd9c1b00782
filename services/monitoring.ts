import { API_PREFIX } from '@/config/http';
import type { RequestOf } from '@/contract/endpoint';
import type { monitorEvents } from '@/contract/monitor/events';
import { monitorEventsFacts } from '@/contract/monitor/events.facts';

/**
 * The monitoring client (HTTP-7, SEC-6). Events go to the sink the app
 * installs (the monitoring script, when the page has one); until then they
 * wait in a bounded queue, so nothing is lost and nothing grows for ever.
 */
export type MonitorEvent = Readonly<Omit<RequestOf<typeof monitorEvents>, 'page'>>;

type Sink = (event: MonitorEvent) => void;

const QUEUE_LIMIT = 50;
let sink: Sink | null = null;
const queue: MonitorEvent[] = [];

export function setMonitorSink(next: Sink | null): void {
  sink = next;
  if (!sink) return;
  for (const event of queue.splice(0)) sink(event);
}

export function reportEvent(name: string, data: MonitorEvent['data']): void {
  const event = { name, data };
  if (sink) sink(event);
  else {
    queue.push(event);
    if (queue.length > QUEUE_LIMIT) queue.shift();
  }
}

/** For tests: what is waiting for a sink. */
export function pendingMonitorEvents(): readonly MonitorEvent[] {
  return [...queue];
}

/** SEC-6: the global the monitoring script defines; it takes the client's events. */
export const MONITOR_GLOBAL = '__exchangeMonitor';
export const MONITOR_COLLECTOR_PATH = `${API_PREFIX}${monitorEventsFacts.path}`;
export const MONITOR_SCRIPT_MISSING = 'monitor_script_missing';

interface MonitorScriptApi {
  readonly report: (event: MonitorEvent) => void;
}

type Post = (url: string, body: string) => void;

/** A post that outlives the page: a beacon, else a keep-alive fetch; failures are nobody's business. */
const beacon: Post = (url, body) => {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void fetch(url, {
    method: monitorEventsFacts.method,
    body,
    keepalive: true,
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
};

/**
 * SEC-6: once the monitoring script had its chance to load: its events go
 * to it; when it is missing (failed to load, or defines nothing), the
 * client posts the missing-script event to the collector itself.
 */
export function connectMonitor(
  scriptUrl: string,
  target: Window = window,
  post: Post = beacon,
): 'connected' | 'missing' {
  const api = (target as unknown as Record<string, unknown>)[MONITOR_GLOBAL] as MonitorScriptApi | undefined;
  if (api && typeof api.report === 'function') {
    setMonitorSink((event) => api.report(event));
    return 'connected';
  }
  const report: RequestOf<typeof monitorEvents> = {
    name: MONITOR_SCRIPT_MISSING,
    data: { script: scriptUrl.slice(0, 512) },
    page: target.location.pathname.slice(0, 512),
  };
  post(MONITOR_COLLECTOR_PATH, JSON.stringify(report));
  return 'missing';
}
