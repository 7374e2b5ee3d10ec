import { z } from 'zod';

/**
 * In the browser the contract's schemas run under Peil's Content-Security-Policy, which
 * forbids eval. Zod probes for it with `new Function` on the first parse, and the browser
 * reports that probe as a policy violation; the interpreted validator avoids the probe.
 */
export function configureInterpretedValidation(): void {
  z.config({ jitless: true });
}
