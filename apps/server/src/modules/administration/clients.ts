import { eq, sql } from 'drizzle-orm';
import type { TClient, TClientTemplate } from '@peil/contract/administration';
import type { Database, Db } from '../../db/database.js';
import { benchmarkSettings, clients, organizations } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { normaliseLogoChange, servableLogo } from '../../lib/logo-validation.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { inUse } from './in-use.js';

export type ClientChanges = {
  clientId: number;
  name: string;
  settingsId: number | null;
  benchmarkEnabled: boolean;
  template: TClientTemplate;
  /** Undefined keeps the logo, null removes it. */
  logo?: string | null;
  /** Undefined keeps the flag. */
  requiresSignedStatement?: boolean;
  /** Undefined keeps them. */
  senderDomains?: string[];
};

type ClientRow = Omit<TClient, 'organization_count'> & {
  organization_count: string | number;
};

export async function findClients(database: Database): Promise<TClient[]> {
  const rows = await database.query<ClientRow>(sql`
    select c.id, c.name, c.benchmark_settings_id as settings_id, s.name as settings_name, c.template,
      c.benchmark_enabled, c.requires_signed_statement, c.logo is not null as has_logo, c.sender_domains,
      (select count(*) from organizations o where o.client_id = c.id) as organization_count
    from clients c left join benchmark_settings s on s.id = c.benchmark_settings_id
    order by lower(c.name), c.id`);
  return rows.map((row) => ({
    ...row,
    organization_count: Number(row.organization_count),
  }));
}

export async function requireClientExists(db: Db, clientId: number): Promise<void> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!row) throw notFound('Client not found.');
}

async function requireSettingExists(db: Db, settingsId: number | null | undefined): Promise<void> {
  if (settingsId === null || settingsId === undefined) return;
  const [row] = await db
    .select({ id: benchmarkSettings.id })
    .from(benchmarkSettings)
    .where(eq(benchmarkSettings.id, settingsId));
  if (!row) throw badRequest('The benchmark setting does not exist.');
}

export async function insertClient(
  db: Db,
  input: { name: string; settingsId?: number | null; requiresSignedStatement?: boolean },
): Promise<{ id: number }> {
  await requireSettingExists(db, input.settingsId);
  const [created] = await db
    .insert(clients)
    .values({
      name: input.name,
      benchmarkSettingsId: input.settingsId ?? null,
      requiresSignedStatement: input.requiresSignedStatement ?? false,
    })
    .returning({ id: clients.id });
  return { id: created!.id };
}

export async function editClient(db: Db, input: ClientChanges): Promise<void> {
  await requireClientExists(db, input.clientId);
  await requireSettingExists(db, input.settingsId);
  const logo = await normaliseLogoChange(input.logo);
  await db
    .update(clients)
    .set({
      name: input.name,
      benchmarkSettingsId: input.settingsId,
      benchmarkEnabled: input.benchmarkEnabled,
      template: input.template,
      ...(logo === undefined ? {} : { logo }),
      ...(input.requiresSignedStatement === undefined
        ? {}
        : { requiresSignedStatement: input.requiresSignedStatement }),
      ...(input.senderDomains === undefined ? {} : { senderDomains: [...new Set(input.senderDomains)] }),
    })
    .where(eq(clients.id, input.clientId));
}

export async function findClientLogo(db: Db, clientId: number): Promise<string | null> {
  const [row] = await db.select({ logo: clients.logo }).from(clients).where(eq(clients.id, clientId));
  if (!row) throw notFound('Client not found.');
  return servableLogo(row.logo);
}

/** A client is removed only once it has no organisations left (they hold its users and surveys). */
export async function removeClient(db: Db, clientId: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
      if (!client) throw notFound('Client not found.');
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(organizations)
        .where(eq(organizations.clientId, clientId));
      if (count > 0) throw inUse(`The client still has ${count} organisation(s). Remove them first.`);
      await tx.delete(clients).where(eq(clients.id, clientId));
    });
  } catch (error) {
    // An organisation added at the same moment: the foreign key refuses, and so do we.
    if (isForeignKeyViolation(error)) throw inUse('The client still has organisations. Remove them first.');
    throw error;
  }
}
