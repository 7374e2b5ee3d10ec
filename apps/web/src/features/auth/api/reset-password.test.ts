import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './reset-password';

describe('checkNewPassword', () => {
  it('checks match first, then empty, then length', () => {
    expect(checkNewPassword('abc', 'abd')).toBe('passwords_do_not_match');
    expect(checkNewPassword('', 'x')).toBe('passwords_do_not_match');
    expect(checkNewPassword('', '')).toBe('no_password_entered');
    expect(checkNewPassword('1234567', '1234567')).toBe('password_too_short');
    expect(checkNewPassword('12345678', '12345678')).toBeNull();
  });
});
