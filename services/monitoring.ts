/**
 * The monitoring client (HTTP-7, SEC-6). Events go to the sink the app
 * installs (the monitoring script, when the page has one); until then they
 * wait in a bounded queue, so nothing is lost and nothing grows for ever.
 */
export interface MonitorEvent {
  readonly name: string;
  readonly data: Readonly<Record<string, string | number | boolean | null>>;
}

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
