import http from 'node:http';

export type LoadResult = { requests: number; failures: number; rps: number; p50: number; p99: number };

/**
 * Sends requests from `concurrency` workers for `durationMs` over keep-alive connections to
 * 127.0.0.1 and reports throughput and latency percentiles. Bounded in time by design.
 */
export async function runLoad(options: {
  port: number;
  path: string;
  method?: 'GET' | 'POST';
  body?: () => unknown;
  headers?: Record<string, string>;
  concurrency: number;
  durationMs: number;
  isSuccess?: (status: number) => boolean;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + options.durationMs;
  const isSuccess = options.isSuccess ?? ((status) => status >= 200 && status < 300);

  const once = () =>
    new Promise<void>((resolve) => {
      const payload = options.body ? JSON.stringify(options.body()) : undefined;
      const started = performance.now();
      const request = http.request(
        {
          host: '127.0.0.1',
          port: options.port,
          path: options.path,
          method: options.method ?? 'GET',
          agent,
          headers: {
            ...options.headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - started);
            if (!isSuccess(response.statusCode ?? 0)) failures++;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failures++;
        resolve();
      });
      request.end(payload);
    });

  const worker = async () => {
    while (performance.now() < deadline) await once();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, failures, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}
