// The command line of the operator scripts (aac, punchout, order-status): their options, usage and exit codes
// (2 for a wrong command line, 1 for a refused change or a fault), and one database session per run.
import { parseArgs } from 'node:util';
import { runAsServer } from './node-flags.mjs';
import { importBuilt, openProjectDatabase } from './open-database.mjs';

// A command's work is the server's (checking a catalog, publishing it): it runs with the server's Node flags. Here, as
// the script is loaded, before it reads anything (standard input read before the process is replaced would be lost).
runAsServer();

/**
 * Parses the string options named in `strings` (--actor and --help are added) and, when `commands` is given,
 * exactly one of them as the positional. Exits 0 after printing the usage for --help, 2 with a message when the
 * command line is wrong. Returns `fail` for the script's own checks.
 */
export function readCommandLine({ usage, strings, commands }) {
  const fail = (message) => {
    process.stderr.write(`${message}\n${usage}\n`);
    process.exit(2);
  };
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: Boolean(commands),
      options: {
        ...Object.fromEntries(strings.map((name) => [name, { type: 'string' }])),
        actor: { type: 'string', default: 'operator' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    fail(error.message);
  }
  if (parsed.values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  const [command] = parsed.positionals;
  if (commands && (!commands.includes(command ?? '') || parsed.positionals.length !== 1)) {
    fail(`Name one command: ${commands.slice(0, -1).join(', ')} or ${commands.at(-1)}.`);
  }
  return { args: parsed.values, command, fail };
}

/**
 * Opens the project's database, runs `work(db, modules)` with the built modules named, and closes it. A change the
 * domain refuses (an error with a statusCode: unknown code, bad field) is the operator's to fix and prints its
 * message and field details; anything else is a fault and prints its stack. Either sets exit code 1.
 */
export async function runOnDatabase(modulePaths, work) {
  const db = await importBuilt('packages/db/dist/index.js');
  const modules = await Promise.all(modulePaths.map((path) => importBuilt(path)));
  const { database } = await openProjectDatabase(db, 2);
  try {
    await work(database.db, ...modules);
  } catch (error) {
    const details = Array.isArray(error.details) ? error.details.map((d) => `\n  ${d.field}: ${d.message}`).join('') : '';
    process.stderr.write(`${error.statusCode ? error.message : error.stack}${details}\n`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
