import type { Knex } from 'knex';

/**
 * The quote role a time and material resource bills (set when a project is
 * created from a quote): contract resources are people, not roles, so this is
 * how a newer revision's rate for a role finds the resources it changes.
 * Null for resources added by hand.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('time_material_resources', (t) => {
    t.string('quote_role', 80).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('time_material_resources', (t) => {
    t.dropColumn('quote_role');
  });
}
