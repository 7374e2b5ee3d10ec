import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESPONDENT_COUNT_FILENAME,
  ZAdminAccessChangeRequest,
  ZAdminAccessResponse,
  ZAdministrationOkResponse,
  ZClientIdParams,
  ZClientListResponse,
  ZCreatedResponse,
  ZEditClientRequest,
  ZEditOrganizationRequest,
  ZGetAdminAccessRequest,
  ZInsertClientRequest,
  ZInsertOrganizationRequest,
  ZInsertUserRequest,
  ZLogoResponse,
  ZManagedOrganizationsResponse,
  ZObserverProjectsResponse,
  ZOrganizationIdParams,
  ZOrganizationListResponse,
  ZProjectChoicesResponse,
  ZRemoveByIdRequest,
  ZRemoveUserRequest,
  ZRespondentCountRequest,
  ZSaveUserRequest,
  ZUserListResponse,
  ZUserProjectsParams,
} from '@peil/contract/administration';
import type { Database } from '../../db/database.js';
import { requireUser } from '../auth/authorization.js';
import { requireAccessibleOrganization } from '../auth/policies/organization.js';
import { requireManageableUser } from '../auth/policies/user.js';
import { findAdminAccess, giveAdminAccess, removeAdminAccess } from './admin-access.js';
import { editClient, findClientLogo, findClients, insertClient, removeClient } from './clients.js';
import {
  editOrganization,
  findManagedOrganizations,
  findOrganizationLogo,
  findOrganizationsOfClient,
  insertOrganization,
  removeOrganization,
} from './organizations.js';
import {
  countRespondentsOfClient,
  findInvitationResponsesOfClient,
  respondentCountWorkbook,
} from './respondent-count.js';
import {
  findAdministeredUser,
  findAllUsers,
  findObserverProjects,
  findProjectsOfOrganization,
  findUsersOfOrganization,
  insertUser,
  removeUser,
  saveUser,
} from './users.js';
import { ROLE } from '@peil/contract/domain';

// Spec §6: admins manage the users of their own organisation (record checks in auth/policies/user.ts);
// clients, organisations, all users, admin access and respondent counts are the superadmin's.
const admins = { access: { minRole: ROLE.admin } };
const superadmins = { access: { minRole: ROLE.superadmin } };
const tags = ['administration'];
const ok = { ok: true as const };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const base = '/api/v1/administration';

export const administrationRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;

    // ---------------------------------------------------------------- users

    app.post(
      `${base}/insert_user`,
      { config: admins, schema: { tags, body: ZInsertUserRequest, response: { 200: ZCreatedResponse } } },
      async (request) => insertUser(database, requireUser(request), request.body),
    );

    app.post(
      `${base}/save_user`,
      { config: admins, schema: { tags, body: ZSaveUserRequest, response: { 200: ZAdministrationOkResponse } } },
      async (request) => {
        await saveUser(database, requireUser(request), request.body);
        return ok;
      },
    );

    app.post(
      `${base}/remove_user`,
      { config: admins, schema: { tags, body: ZRemoveUserRequest, response: { 200: ZAdministrationOkResponse } } },
      async (request) => {
        await removeUser(database, requireUser(request), request.body.id);
        return ok;
      },
    );

    app.get(
      `${base}/projects_from_organization/:organizationId`,
      {
        config: admins,
        schema: { tags, params: ZOrganizationIdParams, response: { 200: ZProjectChoicesResponse } },
      },
      async (request) => {
        await requireAccessibleOrganization(db, requireUser(request), request.params.organizationId);
        return findProjectsOfOrganization(database, request.params.organizationId);
      },
    );

    app.get(
      `${base}/projects/:organizationId/:userId`,
      {
        config: admins,
        schema: { tags, params: ZUserProjectsParams, response: { 200: ZObserverProjectsResponse } },
      },
      async (request) => {
        const user = requireUser(request);
        const { organizationId, userId } = request.params;
        await requireAccessibleOrganization(db, user, organizationId);
        await requireManageableUser(db, user, await findAdministeredUser(db, userId));
        return findObserverProjects(database, organizationId, userId);
      },
    );

    app.get(
      `${base}/get_users/:organizationId`,
      { config: admins, schema: { tags, params: ZOrganizationIdParams, response: { 200: ZUserListResponse } } },
      async (request) => {
        await requireAccessibleOrganization(db, requireUser(request), request.params.organizationId);
        return findUsersOfOrganization(database, request.params.organizationId);
      },
    );

    app.get(
      `${base}/get_all_users`,
      { config: superadmins, schema: { tags, response: { 200: ZUserListResponse } } },
      async () => findAllUsers(database),
    );

    // ---------------------------------------------------------------- admin access

    app.post(
      `${base}/get_admin_access`,
      { config: superadmins, schema: { tags, body: ZGetAdminAccessRequest, response: { 200: ZAdminAccessResponse } } },
      async (request) => findAdminAccess(database, request.body.userId),
    );

    app.post(
      `${base}/give_admin_access`,
      {
        config: superadmins,
        schema: { tags, body: ZAdminAccessChangeRequest, response: { 200: ZAdministrationOkResponse } },
      },
      async (request) => {
        await giveAdminAccess(database, request.body.userId, request.body.organizationId);
        return ok;
      },
    );

    app.post(
      `${base}/remove_admin_access`,
      {
        config: superadmins,
        schema: { tags, body: ZAdminAccessChangeRequest, response: { 200: ZAdministrationOkResponse } },
      },
      async (request) => {
        await removeAdminAccess(database, request.body.userId, request.body.organizationId);
        return ok;
      },
    );

    // ---------------------------------------------------------------- clients

    app.get(
      `${base}/get_clients`,
      { config: superadmins, schema: { tags, response: { 200: ZClientListResponse } } },
      async () => findClients(database),
    );

    app.post(
      `${base}/insert_client`,
      { config: superadmins, schema: { tags, body: ZInsertClientRequest, response: { 200: ZCreatedResponse } } },
      async (request) => insertClient(database, request.body),
    );

    app.post(
      `${base}/edit_client`,
      { config: superadmins, schema: { tags, body: ZEditClientRequest, response: { 200: ZAdministrationOkResponse } } },
      async (request) => {
        await editClient(database, request.body);
        return ok;
      },
    );

    app.post(
      `${base}/remove_client`,
      { config: superadmins, schema: { tags, body: ZRemoveByIdRequest, response: { 200: ZAdministrationOkResponse } } },
      async (request) => {
        await removeClient(database, request.body.id);
        return ok;
      },
    );

    app.get(
      `${base}/get_client_logo/:clientId`,
      { config: superadmins, schema: { tags, params: ZClientIdParams, response: { 200: ZLogoResponse } } },
      async (request) => ({ logo: await findClientLogo(database, request.params.clientId) }),
    );

    // ---------------------------------------------------------------- organisations

    app.get(
      `${base}/managed_organizations`,
      { config: admins, schema: { tags, response: { 200: ZManagedOrganizationsResponse } } },
      async (request) => findManagedOrganizations(database, requireUser(request)),
    );

    app.get(
      `${base}/get_organizations/:clientId`,
      { config: superadmins, schema: { tags, params: ZClientIdParams, response: { 200: ZOrganizationListResponse } } },
      async (request) => findOrganizationsOfClient(database, request.params.clientId),
    );

    app.post(
      `${base}/insert_organization`,
      { config: superadmins, schema: { tags, body: ZInsertOrganizationRequest, response: { 200: ZCreatedResponse } } },
      async (request) => insertOrganization(database, request.body),
    );

    app.post(
      `${base}/edit_organization`,
      {
        config: superadmins,
        schema: { tags, body: ZEditOrganizationRequest, response: { 200: ZAdministrationOkResponse } },
      },
      async (request) => {
        await editOrganization(database, request.body);
        return ok;
      },
    );

    app.post(
      `${base}/remove_organization`,
      { config: superadmins, schema: { tags, body: ZRemoveByIdRequest, response: { 200: ZAdministrationOkResponse } } },
      async (request) => {
        await removeOrganization(database, request.body.id);
        return ok;
      },
    );

    app.get(
      `${base}/get_organization_logo/:organizationId`,
      { config: superadmins, schema: { tags, params: ZOrganizationIdParams, response: { 200: ZLogoResponse } } },
      async (request) => ({ logo: await findOrganizationLogo(database, request.params.organizationId) }),
    );

    // ---------------------------------------------------------------- respondent count

    app.post(
      `${base}/download_respondent_count`,
      {
        config: superadmins,
        schema: {
          tags,
          summary: 'Respondents per organisation and survey of a client as XLSX',
          body: ZRespondentCountRequest,
        },
      },
      async (request, reply) => {
        const rows = await countRespondentsOfClient(database, request.body);
        const locale = request.body.locale ?? requireUser(request).locale;
        const invitations = await findInvitationResponsesOfClient(database, request.body.clientId);
        const workbook = await respondentCountWorkbook(rows, invitations, locale);
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${RESPONDENT_COUNT_FILENAME}"`)
          .send(workbook);
      },
    );
  };
