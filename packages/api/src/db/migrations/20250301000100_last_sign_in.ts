import type { Knex } from 'knex';
import { databaseKind } from '../dialect';

/**
 * Keeps `users.last_sign_in_at` up to date. A session row is created exactly
 * when someone signs in (login, signup), so a trigger on `sessions` records
 * the time there, whatever code path created the session, and the value
 * outlives sign-out and session housekeeping.
 */
export async function up(knex: Knex): Promise<void> {
  if (databaseKind(knex) === 'postgres') {
    await knex.raw(`
      CREATE FUNCTION keel_record_sign_in() RETURNS trigger AS $$
      BEGIN
        UPDATE users SET last_sign_in_at = NEW.created_at WHERE id = NEW.user_id;
        RETURN NEW;
      END;
      $$ LANGUAGE plpgsql`);
    await knex.raw(`
      CREATE TRIGGER sessions_record_sign_in AFTER INSERT ON sessions
      FOR EACH ROW EXECUTE FUNCTION keel_record_sign_in()`);
  } else {
    await knex.raw(`
      CREATE TRIGGER sessions_record_sign_in AFTER INSERT ON sessions
      BEGIN
        UPDATE users SET last_sign_in_at = NEW.created_at WHERE id = NEW.user_id;
      END`);
  }
  // Sessions that exist already tell the latest sign-in of their users.
  await knex.raw(`
    UPDATE users SET last_sign_in_at =
      (SELECT MAX(s.created_at) FROM sessions s WHERE s.user_id = users.id)
    WHERE last_sign_in_at IS NULL`);
}

export async function down(knex: Knex): Promise<void> {
  if (databaseKind(knex) === 'postgres') {
    await knex.raw('DROP TRIGGER IF EXISTS sessions_record_sign_in ON sessions');
    await knex.raw('DROP FUNCTION IF EXISTS keel_record_sign_in()');
  } else {
    await knex.raw('DROP TRIGGER IF EXISTS sessions_record_sign_in');
  }
}
