import { runBackup, runScript } from '../server/backup/commands.ts';

await runScript(runBackup);
