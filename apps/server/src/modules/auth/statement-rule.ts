/**
 * Who must sign the data-processing statement before using any data (spec §4, §6, §9). The
 * spec names clients 1 and 8; a superadmin can require it of any other client with the
 * client's `requires_signed_statement` flag. Every check of the rule goes through here.
 */
const CLIENTS_ALWAYS_REQUIRING_STATEMENT: readonly number[] = [1, 8];

/** Clients 1 and 8 require the statement whatever their flag says. */
export function isStatementAlwaysRequired(clientId: number): boolean {
  return CLIENTS_ALWAYS_REQUIRING_STATEMENT.includes(clientId);
}

export function clientRequiresStatement(client: { id: number; requiresSignedStatement: boolean }): boolean {
  return client.requiresSignedStatement || isStatementAlwaysRequired(client.id);
}
