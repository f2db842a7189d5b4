// The load generator of `npm run bench` (parts `load` and `import-latency`), forked as its own process so that it
// neither shares the event loop nor the core of the servers it measures. Each message is one autocannon run; the answer
// holds its figures. A `{ stop: true }` message ends the run under way early (a load kept up while something lasts).
import autocannon from 'autocannon';

let running = null;

process.on('message', (options) => {
  if (options?.stop) {
    running?.stop();
    return;
  }
  running = autocannon(options, (error, result) => {
    running = null;
    if (error) {
      process.send({ ok: false, error: String(error instanceof Error ? (error.stack ?? error.message) : error) });
      return;
    }
    process.send({
      ok: true,
      result: {
        requestsPerSecond: result.requests.average,
        requests: result.requests.total,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        statusCodes: result.statusCodeStats,
        seconds: result.duration,
      },
    });
  });
});
