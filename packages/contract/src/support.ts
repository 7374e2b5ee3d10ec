import { z } from 'zod';
import { EMAIL_PATTERN } from './limits.js';

/** Ask-a-question screen (spec dashboard-benchmark-administration §2, §7, §8). */
export const SUPPORT_MAIL_LIMITS = { subjectMaxLength: 200, messageMaxLength: 10_000, emailMaxLength: 254 } as const;

/** POST /api/v1/administration/send_support_mail; spec §2: all three are required. */
export const ZSupportMailRequest = z.object({
  subject: z.string().trim().min(1).max(SUPPORT_MAIL_LIMITS.subjectMaxLength),
  message: z.string().trim().min(1).max(SUPPORT_MAIL_LIMITS.messageMaxLength),
  email: z.string().trim().max(SUPPORT_MAIL_LIMITS.emailMaxLength).regex(EMAIL_PATTERN),
});
export type TSupportMailRequest = z.input<typeof ZSupportMailRequest>;

export const ZSupportMailResponse = z.object({ ok: z.literal(true) });
