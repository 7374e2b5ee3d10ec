import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESPONDENT_COUNT_FILENAME } from '@peil/contract/administration';
import { XLSX_CONTENT_TYPE } from '@peil/contract/api';
import { administrationEndpoints as endpoints } from '@peil/contract/api/administration';
import type { Database } from '../../db/database.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { requireUser } from '../auth/authorization.js';
import { requireManageableUser } from '../auth/policies/user.js';
import type { ExportWorkers } from '../exports/export-workers.js';
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
  respondentCountSheets,
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
// Record checks of the admins' user management are in auth/policies/user.ts.
const ok = { ok: true as const };

export const administrationRoutes =
  (database: Database, exportWorkers: ExportWorkers): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;

    // ---------------------------------------------------------------- users

    registerEndpoint(app, endpoints.insertUser, async (request) =>
      insertUser(database.db, requireUser(request), request.body),
    );

    registerEndpoint(app, endpoints.saveUser, async (request) => {
      await saveUser(database.db, requireUser(request), request.body);
      return ok;
    });

    registerEndpoint(app, endpoints.removeUser, async (request) => {
      await removeUser(database.db, requireUser(request), request.body.id);
      return ok;
    });

    registerEndpoint(app, endpoints.projectsFromOrganization, async (request) =>
      findProjectsOfOrganization(database, request.params.organizationId),
    );

    registerEndpoint(app, endpoints.projects, async (request) => {
      const { organizationId, userId } = request.params;
      // The user's record is loaded first, so this check stays out of the endpoint's scope.
      await requireManageableUser(db, requireUser(request), await findAdministeredUser(db, userId));
      return findObserverProjects(database, organizationId, userId);
    });

    registerEndpoint(app, endpoints.getUsers, async (request) =>
      findUsersOfOrganization(database, request.params.organizationId),
    );

    registerEndpoint(app, endpoints.getAllUsers, async () => findAllUsers(database));

    // ---------------------------------------------------------------- admin access

    registerEndpoint(app, endpoints.getAdminAccess, async (request) => findAdminAccess(database, request.body.userId));

    registerEndpoint(app, endpoints.giveAdminAccess, async (request) => {
      await giveAdminAccess(database.db, request.body.userId, request.body.organizationId);
      return ok;
    });

    registerEndpoint(app, endpoints.removeAdminAccess, async (request) => {
      await removeAdminAccess(database.db, request.body.userId, request.body.organizationId);
      return ok;
    });

    // ---------------------------------------------------------------- clients

    registerEndpoint(app, endpoints.getClients, async () => findClients(database));

    registerEndpoint(app, endpoints.insertClient, async (request) => insertClient(database.db, request.body));

    registerEndpoint(app, endpoints.editClient, async (request) => {
      await editClient(database.db, request.body);
      return ok;
    });

    registerEndpoint(app, endpoints.removeClient, async (request) => {
      await removeClient(database.db, request.body.id);
      return ok;
    });

    registerEndpoint(app, endpoints.getClientLogo, async (request) => ({
      logo: await findClientLogo(database.db, request.params.clientId),
    }));

    // ---------------------------------------------------------------- organisations

    registerEndpoint(app, endpoints.managedOrganizations, async (request) =>
      findManagedOrganizations(database, requireUser(request)),
    );

    registerEndpoint(app, endpoints.getOrganizations, async (request) =>
      findOrganizationsOfClient(database, request.params.clientId),
    );

    registerEndpoint(app, endpoints.insertOrganization, async (request) =>
      insertOrganization(database.db, request.body),
    );

    registerEndpoint(app, endpoints.editOrganization, async (request) => {
      await editOrganization(database.db, request.body);
      return ok;
    });

    registerEndpoint(app, endpoints.removeOrganization, async (request) => {
      await removeOrganization(database.db, request.body.id);
      return ok;
    });

    registerEndpoint(app, endpoints.getOrganizationLogo, async (request) => ({
      logo: await findOrganizationLogo(database.db, request.params.organizationId),
    }));

    // ---------------------------------------------------------------- respondent count

    registerEndpoint(app, endpoints.downloadRespondentCount, async (request, reply) => {
      const rows = await countRespondentsOfClient(database, request.body);
      const locale = request.body.locale ?? requireUser(request).locale;
      const invitations = await findInvitationResponsesOfClient(database, request.body.clientId);
      const workbook = await exportWorkers.renderTableWorkbook(respondentCountSheets(rows, invitations, locale));
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${RESPONDENT_COUNT_FILENAME}"`)
        .send(workbook);
    });
  };
