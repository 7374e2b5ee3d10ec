import { z } from 'zod';
import { ZPrehashedPassword } from './auth.js';
import { BROADCAST_LIMITS, ZSenderDomain } from './broadcasts.js';
import { ZDbId, ZDbIdFromText } from './ids.js';
import { EMAIL_PATTERN, LIMITS } from './limits.js';
import { DEFAULT_STAFF_LOCALE, ZStaffLocale } from './locales.js';
import { ZRole } from './roles.js';

/** Administration calls (spec §7, all under /api/v1/administration/): users, clients, organisations. */

export const ADMINISTRATION_LIMITS = {
  nameMaxLength: 200,
  usernameMaxLength: 100,
  emailMaxLength: 254,
  observerProjectsMax: 500,
} as const;

/** Templates a superadmin picks for a client. */
export const CLIENT_TEMPLATES = ['default', 'fertility'] as const;
export const ZClientTemplate = z.enum(CLIENT_TEMPLATES);
export type TClientTemplate = z.infer<typeof ZClientTemplate>;

/** Spec §5: logo uploads accept these file types. */
export const LOGO_FILE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp'] as const;

/** The respondent-count export is saved under this name (spec §7). */
export const RESPONDENT_COUNT_FILENAME = 'export.xlsx';

/** Error codes of these calls beyond the common ones; the web maps them to the spec's texts. */
export const ADMINISTRATION_ERROR_CODES = {
  /** Username or e-mail address already belongs to another user (the spec's ER_DUP_ENTRY). */
  duplicateUser: 'duplicate_user',
  /** An organisation or client still has users, surveys or organisations. */
  inUse: 'in_use',
} as const;

const ZName = z.string().trim().min(1).max(ADMINISTRATION_LIMITS.nameMaxLength);
const ZUsername = z.string().trim().min(1).max(ADMINISTRATION_LIMITS.usernameMaxLength);
const ZEmail = z
  .string()
  .trim()
  .max(ADMINISTRATION_LIMITS.emailMaxLength)
  .regex(EMAIL_PATTERN, 'must be an e-mail address');
const ZObserverProjects = z.array(ZDbId).max(ADMINISTRATION_LIMITS.observerProjectsMax);
/** Base64 of the image, optionally as a data: URL; the server checks its bytes. */
const ZLogo = z.string().max(Math.ceil((LIMITS.maxLogoBytes * 4) / 3) + 100);
/** 0/1 as the session stores it, or a boolean. */
const ZFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => value === true || value === 1);

export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'must be an existing date');

export const ZOrganizationIdParams = z.object({ organizationId: ZDbIdFromText });
export const ZClientIdParams = z.object({ clientId: ZDbIdFromText });
export const ZUserProjectsParams = z.object({ organizationId: ZDbIdFromText, userId: ZDbIdFromText });

export const ZRemoveByIdRequest = z.object({ id: ZDbId });
export const ZCreatedResponse = z.object({ id: z.number() });
export const ZAdministrationOkResponse = z.object({ ok: z.literal(true) });
export const ZLogoResponse = z.object({ logo: z.string().nullable() });
export type TLogoResponse = z.infer<typeof ZLogoResponse>;

// ---------------------------------------------------------------- users

export const ZInsertUserRequest = z.object({
  username: ZUsername,
  email: ZEmail,
  password: ZPrehashedPassword,
  organizationId: ZDbId,
  role: ZRole,
  locale: ZStaffLocale.default(DEFAULT_STAFF_LOCALE),
  /** Required (non-empty) for observers: the projects of the organisation they may see. */
  observerProjects: ZObserverProjects.optional(),
});
export type TInsertUserRequest = z.input<typeof ZInsertUserRequest>;

export const ZSaveUserRequest = z.object({
  id: ZDbId,
  username: ZUsername,
  email: ZEmail,
  organizationId: ZDbId,
  role: ZRole,
  /** Only sent when the change-password box is ticked. */
  password: ZPrehashedPassword.optional(),
  locale: ZStaffLocale.optional(),
  observerProjects: ZObserverProjects.optional(),
});
export type TSaveUserRequest = z.input<typeof ZSaveUserRequest>;

/** The spec sends the role or organisation along; only the id decides. */
export const ZRemoveUserRequest = z.object({
  id: ZDbId,
  role: ZRole.optional(),
  organizationId: ZDbId.optional(),
});
export type TRemoveUserRequest = z.input<typeof ZRemoveUserRequest>;

export const ZAdministrationUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: ZRole,
  organizationId: z.number(),
  organization_name: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  locale: z.string(),
});
export type TAdministrationUser = z.infer<typeof ZAdministrationUser>;
export const ZUserListResponse = z.array(ZAdministrationUser);

export const ZProjectChoice = z.object({ id: z.number(), name: z.string() });
export type TProjectChoice = z.infer<typeof ZProjectChoice>;
export const ZProjectChoicesResponse = z.array(ZProjectChoice);

export const ZObserverProject = ZProjectChoice.extend({ observer_has_access: z.boolean() });
export type TObserverProject = z.infer<typeof ZObserverProject>;
export const ZObserverProjectsResponse = z.array(ZObserverProject);

// ---------------------------------------------------------------- admin access

export const ZGetAdminAccessRequest = z.object({ userId: ZDbId });
export const ZOrganizationRef = z.object({ id: z.number(), name: z.string(), client_name: z.string() });
export type TOrganizationRef = z.infer<typeof ZOrganizationRef>;
export const ZAdminAccessResponse = z.object({
  /** Organisations besides their own that the user administers. */
  adminOrganizations: z.array(ZOrganizationRef),
  /** Organisations that can still be given. */
  possibleOrganizations: z.array(ZOrganizationRef),
});
export type TAdminAccessResponse = z.infer<typeof ZAdminAccessResponse>;
export const ZAdminAccessChangeRequest = z.object({ organizationId: ZDbId, userId: ZDbId });
export type TAdminAccessChangeRequest = z.infer<typeof ZAdminAccessChangeRequest>;

// ---------------------------------------------------------------- clients

export const ZClient = z.object({
  id: z.number(),
  name: z.string(),
  organization_count: z.number(),
  settings_id: z.number().nullable(),
  settings_name: z.string().nullable(),
  template: ZClientTemplate,
  benchmark_enabled: z.boolean(),
  /** The flag a superadmin sets: the client's users must sign the data-processing statement. */
  requires_signed_statement: z.boolean(),
  /** The logo itself comes from get_client_logo, so the list stays small. */
  has_logo: z.boolean(),
  /** Broadcasts of the client's surveys may also be sent from these domains. */
  sender_domains: z.array(z.string()),
});
export type TClient = z.infer<typeof ZClient>;
export const ZClientListResponse = z.array(ZClient);

export const ZInsertClientRequest = z.object({
  name: ZName,
  settingsId: ZDbId.nullable().optional(),
  /** Not in the spec's body: left out means the client does not require the statement. */
  requiresSignedStatement: ZFlag.optional(),
});
export type TInsertClientRequest = z.input<typeof ZInsertClientRequest>;

export const ZEditClientRequest = z.object({
  name: ZName,
  clientId: ZDbId,
  settingsId: ZDbId.nullable(),
  benchmarkEnabled: ZFlag,
  /** Left out: keep the logo; null: remove it. */
  logo: ZLogo.nullable().optional(),
  template: ZClientTemplate,
  /** Not in the spec's body: left out keeps the stored flag. */
  requiresSignedStatement: ZFlag.optional(),
  /** Not in the spec's body: the client's own broadcast sender domains; left out keeps them. */
  senderDomains: z.array(ZSenderDomain).max(BROADCAST_LIMITS.maxClientSenderDomains).optional(),
});
export type TEditClientRequest = z.input<typeof ZEditClientRequest>;

// ---------------------------------------------------------------- organisations

export const ZOrganization = z.object({
  id: z.number(),
  name: z.string(),
  client_id: z.number(),
  users_count: z.number(),
  home_organization: z.boolean(),
  has_logo: z.boolean(),
});
export type TOrganization = z.infer<typeof ZOrganization>;
export const ZOrganizationListResponse = z.array(ZOrganization);

/** An organisation the user administers: their own, those given admin access to, every one for a superadmin. */
export const ZManagedOrganization = z.object({ id: z.number(), name: z.string() });
export type TManagedOrganization = z.infer<typeof ZManagedOrganization>;
export const ZManagedOrganizationsResponse = z.array(ZManagedOrganization);

export const ZInsertOrganizationRequest = z.object({ name: ZName, clientId: ZDbId });
export type TInsertOrganizationRequest = z.input<typeof ZInsertOrganizationRequest>;

export const ZEditOrganizationRequest = z.object({
  organizationId: ZDbId,
  name: ZName,
  /** Left out: keep the logo; null: remove it. */
  logo: ZLogo.nullable().optional(),
});
export type TEditOrganizationRequest = z.input<typeof ZEditOrganizationRequest>;

// ---------------------------------------------------------------- respondent count

export const ZRespondentCountRequest = z
  .object({
    clientId: ZDbId,
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    /** Language of the column headers; the user's own language when left out. */
    locale: ZStaffLocale.optional(),
  })
  .refine((body) => body.startDate <= body.endDate, { message: 'startDate is after endDate', path: ['endDate'] });
export type TRespondentCountRequest = z.infer<typeof ZRespondentCountRequest>;
