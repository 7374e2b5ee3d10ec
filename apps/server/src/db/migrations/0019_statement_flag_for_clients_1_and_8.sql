-- Clients 1 and 8 needed the data-processing statement by their ids. That rule is now the
-- client's own flag: databases made before keep the requirement as a flag a superadmin can see
-- and change. A new database sets it only for the demo's first client.
UPDATE "clients" SET "requires_signed_statement" = true WHERE "id" IN (1, 8);
