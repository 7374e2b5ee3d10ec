import fs from 'node:fs';

/** The server's data folder lives in the system temp directory only for the length of the run. */
export default function removeDataFolder() {
  const folder = process.env.PEIL_E2E_DATA_DIR;
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}
