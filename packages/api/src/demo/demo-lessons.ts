import type { LessonCategory, LessonImpact } from '@keel/types';
import type { Knex } from 'knex';
import { projectsByCode } from './demo-lookups';
import { countProjectLessons, insertLesson } from '../modules/lessons/lessons.repository';
import type { DemoAccountKey } from './demo-workspace';

/**
 * Lessons learned of the demo projects (issue 15 § 7): both impacts, most
 * categories, shared tags (so the library's tag filter finds lessons across
 * projects) and Markdown in what happened and the recommendation. Seeded
 * once per project (a project with lessons is left as it is); dated before
 * the demo's seed time, newest last in the list below.
 */

interface DemoLesson {
  project: string;
  author: DemoAccountKey;
  daysAgo: number;
  title: string;
  category: LessonCategory;
  impact: LessonImpact;
  tags: string[];
  whatHappened: string;
  recommendation: string;
}

const DAY = 86_400_000;

const DEMO_LESSONS: DemoLesson[] = [
  {
    project: 'KEEL-001',
    author: 'pm',
    daysAgo: 120,
    title: 'Bank security review needs its own lead time',
    category: 'planning',
    impact: 'negative',
    tags: ['security', 'client approvals', 'schedule'],
    whatHappened:
      "Harbour Bank's security team reviewed the app **after** the feature freeze. Their findings (certificate pinning, jailbreak detection) moved the store release by **three weeks**.",
    recommendation:
      "- Book the client's security review in the plan from day one\n- Send them the threat model with the first build\n- Keep a two-week buffer before any store submission",
  },
  {
    project: 'KEEL-001',
    author: 'member',
    daysAgo: 75,
    title: 'Feature flags let us ship card management early',
    category: 'technical',
    impact: 'positive',
    tags: ['feature flags', 'release'],
    whatHappened:
      'Card management was ready a sprint before transactions. Behind a remote **feature flag** it went to 5 % of users first, and a crash on older Android versions was fixed before everyone saw it.',
    recommendation:
      'Put every large feature behind a flag and plan a staged rollout (5 %, 25 %, 100 %) in the release checklist.',
  },
  {
    project: 'KEEL-001',
    author: 'pm',
    daysAgo: 30,
    title: 'A written change order stopped scope creep on wallets',
    category: 'scope',
    impact: 'positive',
    tags: ['change requests', 'client approvals'],
    whatHappened:
      'Apple Pay and Google Pay came up as "small additions" in a sprint review. We wrote change order CO-1 with effort and price; the client signed it and the budget moved with it.',
    recommendation:
      'Answer every "small addition" with a change request the same week: effort, price and the date it moves.',
  },
  {
    project: 'KEEL-002',
    author: 'pm',
    daysAgo: 90,
    title: 'Photography arrived after the templates were built',
    category: 'client',
    impact: 'negative',
    tags: ['content', 'dependencies', 'schedule'],
    whatHappened:
      'The shop templates were designed around placeholder images. When the real product photos arrived they had another aspect ratio and **every listing page** had to be reworked.',
    recommendation:
      '1. Ask for sample content before design starts\n2. Make content delivery a milestone with a date the client owns',
  },
  {
    project: 'KEEL-002',
    author: 'member',
    daysAgo: 45,
    title: 'Weekly demo kept Café Müller close to the work',
    category: 'communication',
    impact: 'positive',
    tags: ['demos', 'stakeholders'],
    whatHappened:
      'A 30-minute demo every Friday replaced the monthly status meeting. The owner spotted the wrong tax rule on the second demo, not in acceptance testing.',
    recommendation: 'Prefer a short **weekly demo** of working software to status slides.',
  },
  {
    project: 'KEEL-003',
    author: 'pm',
    daysAgo: 150,
    title: 'Data migration was estimated by table count',
    category: 'estimation',
    impact: 'negative',
    tags: ['estimates', 'data migration'],
    whatHappened:
      'We estimated the Northwind migration from the number of tables. Three of them held **20 years of free-text addresses** and took more effort than the other 140 together.',
    recommendation:
      '- Profile the data (volumes, quality, free text) before estimating\n- Estimate a migration per data domain, not per table\n- Price the clean-up as its own line',
  },
  {
    project: 'KEEL-003',
    author: 'member',
    daysAgo: 60,
    title: 'Rehearsed cut-over went to plan',
    category: 'quality',
    impact: 'positive',
    tags: ['data migration', 'release'],
    whatHappened:
      "We rehearsed the cut-over twice on a copy of production with the client's finance team. The real weekend finished **four hours early** with no rollback.",
    recommendation:
      'Rehearse every cut-over end to end, with the client people who sign off, and time each step.',
  },
  {
    project: 'KEEL-004',
    author: 'pm',
    daysAgo: 100,
    title: 'Fixed price without a discovery phase',
    category: 'commercial',
    impact: 'negative',
    tags: ['fixed price', 'estimates'],
    whatHappened:
      'Greenfield was sold as a fixed price from a two-page brief. The data sources turned out to be twice as many, and the margin went to rework.',
    recommendation:
      'Sell a paid **discovery** (two to four weeks) before quoting a fixed price for a data platform.',
  },
  {
    project: 'KEEL-005',
    author: 'pm',
    daysAgo: 80,
    title: 'Accessibility audit early saved a redesign',
    category: 'quality',
    impact: 'positive',
    tags: ['accessibility', 'design'],
    whatHappened:
      'The museum required WCAG 2.1 AA. An audit of the **first clickable prototype** found contrast and focus problems that would have been expensive after the build.',
    recommendation: 'Run an accessibility review on the prototype, not only before launch.',
  },
  {
    project: 'KEEL-006',
    author: 'member',
    daysAgo: 55,
    title: 'No single owner for the carrier integrations',
    category: 'team',
    impact: 'negative',
    tags: ['ownership', 'dependencies'],
    whatHappened:
      'Three developers each touched the carrier APIs. When DHL changed its sandbox, nobody noticed for a week and the tracking page showed stale data.',
    recommendation:
      'Name one **owner** per external integration, with the vendor contacts in the wiki.',
  },
  {
    project: 'KEEL-006',
    author: 'pm',
    daysAgo: 20,
    title: 'Shared RAID log in the steering meeting',
    category: 'communication',
    impact: 'positive',
    tags: ['stakeholders', 'risks'],
    whatHappened:
      "Walking the risk log with Orbit's steering group every two weeks made the client take the warehouse-scanner risk on their side before it hit the plan.",
    recommendation: 'Share the top risks with the client sponsor and agree who owns each one.',
  },
  {
    project: 'KEEL-008',
    author: 'pm',
    daysAgo: 40,
    title: 'Validation documents written alongside the sprints',
    category: 'planning',
    impact: 'positive',
    tags: ['regulated', 'documentation'],
    whatHappened:
      'For the Helix dashboard the validation evidence (test scripts, traceability) was written **in each sprint** instead of at the end. The client audit needed no extra weeks.',
    recommendation:
      'In regulated projects, put the validation documents in the definition of done.',
  },
  {
    project: 'KEEL-009',
    author: 'admin',
    daysAgo: 15,
    title: 'Upgrading everything at once hid the breaking change',
    category: 'technical',
    impact: 'negative',
    tags: ['upgrades', 'release'],
    whatHappened:
      'The tooling upgrade bumped the framework, the build tool and the test runner in one change. A date-parsing change broke the reports, and it took two days to find which upgrade did it.',
    recommendation: 'Upgrade **one** major dependency per change, each with its own release notes.',
  },
];

export async function seedLessonsDemo(
  trx: Knex,
  context: { userIds: Record<DemoAccountKey, number>; seedTime: number },
): Promise<void> {
  const { userIds, seedTime } = context;
  const codes = [...new Set(DEMO_LESSONS.map((lesson) => lesson.project))];
  const projects = await projectsByCode(trx, codes);
  const idOf = new Map(projects.map((p) => [p.code, p.id]));
  const seeded = new Set<number>();
  for (const id of idOf.values()) {
    if ((await countProjectLessons(trx, id)) > 0) seeded.add(id);
  }
  for (const lesson of DEMO_LESSONS) {
    const projectId = idOf.get(lesson.project);
    if (projectId === undefined || seeded.has(projectId)) continue;
    await insertLesson(
      trx,
      projectId,
      {
        title: lesson.title,
        category: lesson.category,
        whatHappened: lesson.whatHappened,
        recommendation: lesson.recommendation,
        impact: lesson.impact,
        tags: lesson.tags,
      },
      userIds[lesson.author],
      seedTime - lesson.daysAgo * DAY,
    );
  }
}
