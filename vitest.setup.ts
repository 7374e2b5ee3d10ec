import { configure } from '@testing-library/dom';

// Tests wait for conditions, not clocks: on a busy two-core machine a screen can take seconds
// to settle, far past Testing Library's default of one second for findBy and waitFor.
configure({ asyncUtilTimeout: 20_000 });
