/** `npm run admin -- <command>`: see admin-command.ts. The server must be running (`npm start`) with the same settings. */
import { readFileSync } from 'node:fs';
import { adminTokenFile } from '../bans';
import { loadConfigOrExit } from '../config';
import { runAdminCommand } from './admin-command';

const config = loadConfigOrExit();
let token: string;
try {
  token = readFileSync(adminTokenFile(config.dataDir), 'utf8').trim();
} catch {
  console.error(`No admin token in ${config.dataDir}: start the server first (npm start) with the same DATA_DIR.`);
  process.exit(1);
}
const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
try {
  process.exitCode = await runAdminCommand(process.argv.slice(2), { baseUrl: `http://${host}:${config.port}${config.apiBase}`, token }, (line) => console.log(line));
} catch (error) {
  console.error(`The server at ${host}:${config.port} did not answer (${error instanceof Error ? error.message : String(error)}). Is it running?`);
  process.exitCode = 1;
}
