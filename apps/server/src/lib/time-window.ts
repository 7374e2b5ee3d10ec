const UNIT_MS = { second: 1_000, minute: 60_000, hour: 3_600_000 } as const;

/**
 * The milliseconds of a contract's rate-limit window ('1 minute', '15 minutes', '1 hour'), for a
 * limit the server counts itself rather than through @fastify/rate-limit, which reads the same
 * text. Anything else is a mistake in the contract, thrown at start.
 */
export function timeWindowMs(timeWindow: string): number {
  const match = /^(\d+) (second|minute|hour)s?$/.exec(timeWindow);
  if (!match) throw new Error(`'${timeWindow}' is not a time window such as '1 minute'`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}
