import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  connectMonitor,
  MONITOR_COLLECTOR_PATH,
  MONITOR_GLOBAL,
  MONITOR_SCRIPT_MISSING,
  reportEvent,
  setMonitorSink,
} from '@/services/monitoring';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[MONITOR_GLOBAL];
  setMonitorSink(() => undefined);
  setMonitorSink(null);
});

describe('monitoring client (SEC-6)', () => {
  it('SEC-6 a missing monitoring script makes the client post the custom event to the collector itself', () => {
    const post = vi.fn();
    expect(connectMonitor('https://monitor.example/m.js', window, post)).toBe('missing');
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body] = post.mock.calls[0] as [string, string];
    expect(url).toBe(MONITOR_COLLECTOR_PATH);
    expect(JSON.parse(body)).toEqual({
      name: MONITOR_SCRIPT_MISSING,
      data: { script: 'https://monitor.example/m.js' },
      page: window.location.pathname,
    });
  });

  it('SEC-6 HTTP-7 a loaded script takes the events, those that waited too', () => {
    const report = vi.fn();
    reportEvent('slow_request', { url: '/login', method: 'post', ms: 3_200 });
    (window as unknown as Record<string, unknown>)[MONITOR_GLOBAL] = { report };
    const post = vi.fn();
    expect(connectMonitor('https://monitor.example/m.js', window, post)).toBe('connected');
    expect(post).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith({ name: 'slow_request', data: { url: '/login', method: 'post', ms: 3_200 } });
  });
});
