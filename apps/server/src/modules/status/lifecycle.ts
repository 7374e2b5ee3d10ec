/**
 * Where the process is in its life, for the readiness answer and for closing keep-alive
 * connections while it stops. server.ts moves it forward; tests build apps that are ready.
 */
export type Lifecycle = { phase: 'starting' | 'ready' | 'stopping' };

export function createLifecycle(phase: Lifecycle['phase'] = 'ready'): Lifecycle {
  return { phase };
}
