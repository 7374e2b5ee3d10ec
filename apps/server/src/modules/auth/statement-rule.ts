/**
 * Who must sign the data-processing statement before using any data (spec §4, §6, §9): the users
 * of a client whose `requires_signed_statement` flag a superadmin set. The spec's clients 1 and 8
 * are the demo's: its first client has the flag, and databases that relied on the ids got it by
 * migration. Every check of the rule goes through here.
 */
export function clientRequiresStatement(client: { requiresSignedStatement: boolean }): boolean {
  return client.requiresSignedStatement;
}
