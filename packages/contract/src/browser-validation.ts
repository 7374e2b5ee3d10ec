/**
 * In the browser the contract's schemas run under Peil's Content-Security-Policy, which
 * forbids eval. Zod probes for it with `new Function` on the first parse, and the browser
 * reports that probe as a policy violation; the interpreted validator skips the probe.
 * Zod keeps its settings on globalThis (shared by every copy of zod and read when it loads),
 * so the staff app's entry sets it without importing zod into its first bundle.
 */
export function configureInterpretedValidation(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
