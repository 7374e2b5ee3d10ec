import { describe, expect, it } from 'vitest';
import { configureInterpretedValidation } from './browser-validation.js';

describe('configureInterpretedValidation', () => {
  it("turns zod's eval-based validator off in the zod that schemas use", async () => {
    configureInterpretedValidation();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'x' })).toEqual({ name: 'x' });
  });
});
