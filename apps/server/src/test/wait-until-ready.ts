import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until a started server process takes traffic: it listens before its migrations run, and
 * answers /status/ready 503 until they are done. Bounded, so a process that never gets ready
 * fails the test instead of hanging it.
 */
export async function waitUntilReady(base: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${base}/status/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`${base} was not ready within ${timeoutMs} ms`);
}
