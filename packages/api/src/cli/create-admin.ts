import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { PASSWORD_MIN_LENGTH } from '@keel/types';
import { registerSubscriptions } from '../subscriptions';
import { ConfigError, loadConfig } from '../config';
import { createDatabase, migrateToLatest } from '../db/database';
import { ensureReferenceData } from '../reference-data';
import { ensureAdministrator, nameFromEmail } from '../modules/auth/admin';
import { weakPasswordReason } from '../modules/auth/password-strength';

/**
 * `npm run create-admin`: creates an administrator (or makes an existing user
 * one and sets their password). Reads ADMIN_EMAIL / ADMIN_PASSWORD when set,
 * otherwise asks; uses the same DATA_DIR / DATABASE_URL as the server.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function ask(): Promise<{ email: string; name: string; password: string }> {
  if (!stdin.isTTY) {
    throw new Error('No terminal to ask on: set ADMIN_EMAIL and ADMIN_PASSWORD instead.');
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: stdin, output, terminal: true });
  try {
    let email = '';
    while (!EMAIL.test(email)) {
      email = (await rl.question('Email: ')).trim().toLowerCase();
      if (!EMAIL.test(email)) stdout.write('  Enter a valid email address.\n');
    }
    const name =
      (await rl.question(`Name [${nameFromEmail(email)}]: `)).trim() || nameFromEmail(email);
    for (;;) {
      stdout.write('Password (hidden): ');
      muted = true;
      const password = await rl.question('');
      muted = false;
      stdout.write('\n');
      if (password.length < PASSWORD_MIN_LENGTH) {
        stdout.write(`  The password must be at least ${PASSWORD_MIN_LENGTH} characters.\n`);
        continue;
      }
      const weak = weakPasswordReason(password, { email, name });
      if (weak) {
        stdout.write(`  ${weak}\n`);
        continue;
      }
      stdout.write('Repeat password: ');
      muted = true;
      const again = await rl.question('');
      muted = false;
      stdout.write('\n');
      if (again !== password) {
        stdout.write('  The passwords differ; try again.\n');
        continue;
      }
      return { email, name, password };
    }
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  registerSubscriptions();
  const config = loadConfig(process.env);
  const input =
    config.adminEmail && config.adminPassword
      ? { email: config.adminEmail, password: config.adminPassword, name: undefined }
      : await ask();
  const knex = createDatabase(config);
  try {
    await migrateToLatest(knex);
    await ensureReferenceData(knex, Date.now());
    const { created } = await ensureAdministrator(knex, input, {
      passwordHashCost: config.passwordHashCost,
      now: Date.now(),
      resetPassword: true,
    });
    console.log(
      created
        ? `Created administrator ${input.email}.`
        : `${input.email} already existed: it is now an administrator with the new password.`,
    );
  } finally {
    await knex.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
