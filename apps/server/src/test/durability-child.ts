import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/database.js';

/**
 * Child process of the durability test: opens the embedded database in argv[2], commits one
 * row, reports "ack <id>" and then waits to be killed with SIGKILL.
 */
const database = await openDatabase({ kind: 'pglite', dataDir: process.argv[2]! });
const name = process.argv[3]!;
const [row] = await database.query<{ id: number }>(sql`insert into clients (name) values (${name}) returning id`);
process.stdout.write(`ack ${row!.id}\n`);
setInterval(() => {}, 1000);
