// The load generator of `npm run bench` (part `load`), forked as its own process so that it neither shares the event
// loop nor the core of the servers it measures. Each message is one autocannon run; the answer holds its figures.
import autocannon from 'autocannon';

process.on('message', async (options) => {
  try {
    const result = await autocannon(options);
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
  } catch (error) {
    process.send({ ok: false, error: String(error instanceof Error ? (error.stack ?? error.message) : error) });
  }
});
