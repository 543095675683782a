import type {
  MilestoneStatus,
  ReportMilestone,
  ReportRisk,
  RiskKind,
  RiskStatus,
} from '@keel/types';
import type { Knex } from 'knex';

/**
 * What a report names from the rest of the project, read live for a draft:
 * the register's most severe open items and the milestones of its period
 * (a published report reads its frozen snapshot instead).
 */

/** The ids of the project's most severe items that are not closed (severity, then newest). */
export async function mostSevereOpenRisks(
  knex: Knex,
  projectId: number,
  limit: number,
): Promise<number[]> {
  const rows = await knex('risks')
    .where('project_id', projectId)
    .whereNot('status', 'closed')
    .orderBy([
      { column: 'severity', order: 'desc' },
      { column: 'updated_at', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(limit)
    .select<{ id: number }[]>('id');
  return rows.map((r) => r.id);
}

/** Which of `riskIds` are items of the project's register. */
export async function risksOfProject(
  knex: Knex,
  projectId: number,
  riskIds: readonly number[],
): Promise<Set<number>> {
  if (riskIds.length === 0) return new Set();
  const rows = await knex('risks')
    .where('project_id', projectId)
    .whereIn('id', [...riskIds])
    .select<{ id: number }[]>('id');
  return new Set(rows.map((r) => r.id));
}

/** Which of `riskIds` still exist in the register. */
export async function existingRisks(knex: Knex, riskIds: readonly number[]): Promise<Set<number>> {
  if (riskIds.length === 0) return new Set();
  const rows = await knex('risks')
    .whereIn('id', [...riskIds])
    .select<{ id: number }[]>('id');
  return new Set(rows.map((r) => r.id));
}

/** Which of `milestoneIds` still exist. */
export async function existingMilestones(
  knex: Knex,
  milestoneIds: readonly number[],
): Promise<Set<number>> {
  if (milestoneIds.length === 0) return new Set();
  const rows = await knex('milestones')
    .whereIn('id', [...milestoneIds])
    .select<{ id: number }[]>('id');
  return new Set(rows.map((r) => r.id));
}

/** A draft's top risks, live from the register in the report's order. */
export async function liveTopRisks(knex: Knex, reportId: number): Promise<ReportRisk[]> {
  const rows = await knex('status_report_risks as sr')
    .join('risks as k', 'k.id', 'sr.risk_id')
    .leftJoin('users as o', 'o.id', 'k.owner_id')
    .where('sr.report_id', reportId)
    .orderBy([{ column: 'sr.position' }, { column: 'k.id' }])
    .select<
      Array<{
        id: number;
        kind: RiskKind;
        title: string;
        probability: number;
        impact: number;
        severity: number;
        status: RiskStatus;
        owner_name: string | null;
        due_date: string | null;
        mitigation: string;
        shared_with_stakeholders: boolean | number;
      }>
    >(
      'k.id',
      'k.kind',
      'k.title',
      'k.probability',
      'k.impact',
      'k.severity',
      'k.status',
      'o.name as owner_name',
      'k.due_date',
      'k.mitigation',
      'k.shared_with_stakeholders',
    );
  return rows.map((row) => ({
    riskId: row.id,
    kind: row.kind,
    title: row.title,
    probability: Number(row.probability),
    impact: Number(row.impact),
    severity: Number(row.severity),
    status: row.status,
    owner: row.owner_name,
    dueDate: row.due_date,
    mitigation: row.mitigation,
    sharedWithStakeholders: Boolean(row.shared_with_stakeholders),
  }));
}

/** The project's milestones due within the period (both ends included), by due date; never amounts. */
export async function liveMilestones(
  knex: Knex,
  projectId: number,
  periodStart: string,
  periodEnd: string,
): Promise<ReportMilestone[]> {
  const rows = await knex('milestones')
    .where('project_id', projectId)
    .andWhere('due_date', '>=', periodStart)
    .andWhere('due_date', '<=', periodEnd)
    .orderBy([{ column: 'due_date' }, { column: 'id' }])
    .select<Array<{ id: number; name: string; due_date: string; status: MilestoneStatus }>>(
      'id',
      'name',
      'due_date',
      'status',
    );
  return rows.map((row) => ({
    milestoneId: row.id,
    name: row.name,
    dueDate: row.due_date,
    status: row.status,
  }));
}
