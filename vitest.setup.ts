// Tests wait for conditions, not clocks: on a busy two-core machine a screen can take seconds
// to settle, far past Testing Library's default of one second for findBy and waitFor. Only the
// component tests (happy-dom) use Testing Library; the other files do not load it.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 20_000 });
}
