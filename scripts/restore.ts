import { runRestore, runScript } from '../server/backup/commands.ts';

await runScript(runRestore);
