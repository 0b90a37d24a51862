/**
 * The load generator, run as its own process by bench/lib/harness.ts (so the clients neither share the
 * server's event loop nor count in its CPU time): autocannon against one URL, the summary printed as JSON.
 * argv[2]: JSON { url, method, body, headers, connections, seconds }.
 */
import autocannon from 'autocannon';

const opts = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
};
const result = await autocannon({
  url: opts.url,
  method: opts.method,
  body: opts.body,
  headers: opts.headers,
  connections: opts.connections,
  duration: opts.seconds,
});
process.stdout.write(
  JSON.stringify({
    total: result.requests.total,
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    seconds: result.duration,
  }),
);
