import { DEMO_ACCOUNTS, DEMO_PROJECTS } from '../../demo/demo-workspace';
import { hashToken, newToken } from '../../lib/tokens';
import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertContract, insertResource, setStakeholderToken } from './time-material.repository';

/**
 * Example requests of the time and material routes for the authorization
 * matrix and the security battery: every call gets a fresh contract of its
 * own on the matrix project (KEEL-001), made directly in the database, so
 * versions are 1 and no example depends on another. The public routes get a
 * live token of such a contract.
 */

let counter = 0;
const BASE = '/api/projects/{projectId}/time-material';
const PUBLIC = '/api/public/projects/{projectId}/time-material';

async function matrixProject(server: TestServer): Promise<number> {
  return server.idOf('projects', { code: DEMO_PROJECTS[0]?.code ?? 'KEEL-001' });
}

/** A fresh contract on the matrix project, with a resource (the member) and, when asked, a token. */
async function contract(server: TestServer, withToken = false) {
  const projectId = await matrixProject(server);
  const contractId = await insertContract(
    server.knex,
    projectId,
    {
      name: `Matrix contract ${++counter}`,
      periodStart: '2031-01-01',
      periodEnd: '2031-12-31',
      currency: 'EUR',
      capAmount: 1_000_000,
      capMinutes: 6_000,
    },
    server.clock.now,
  );
  const resourceId = await insertResource(
    server.knex,
    {
      contractId,
      userId: await server.idOf('users', { email: DEMO_ACCOUNTS.member.email }),
      hourlyRate: 9_000,
      capMinutes: null,
    },
    server.clock.now,
  );
  const token = newToken();
  if (withToken)
    await setStakeholderToken(server.knex, contractId, hashToken(token), server.clock.now);
  return { projectId, contractId, resourceId, token };
}

export const TIME_MATERIAL_MATRIX_EXAMPLES: Record<string, Example> = {
  [`POST ${BASE}`]: async () => ({
    body: {
      name: `Matrix new contract ${++counter}`,
      periodStart: '2031-01-01',
      periodEnd: '2031-06-30',
      currency: 'EUR',
      capAmount: 500_000,
    },
  }),
  [`GET ${BASE}/{contractId}`]: async (_who, server) => {
    const { contractId } = await contract(server);
    return { params: { contractId } };
  },
  [`PUT ${BASE}/{contractId}`]: async (_who, server) => {
    const { contractId } = await contract(server);
    return {
      params: { contractId },
      body: {
        name: `Matrix renamed contract ${++counter}`,
        periodStart: '2031-01-01',
        periodEnd: '2031-12-31',
        currency: 'EUR',
        capAmount: null,
        capMinutes: 12_000,
        version: 1,
      },
    };
  },
  [`DELETE ${BASE}/{contractId}`]: async (_who, server) => {
    const { contractId } = await contract(server);
    return { params: { contractId }, query: { version: '1' } };
  },
  [`POST ${BASE}/{contractId}/resources`]: async (_who, server) => {
    const { contractId } = await contract(server);
    return {
      params: { contractId },
      body: {
        userId: await server.idOf('users', { email: DEMO_ACCOUNTS.pm.email }),
        hourlyRate: 12_000,
        capMinutes: 3_000,
      },
    };
  },
  [`PUT ${BASE}/{contractId}/resources/{resourceId}`]: async (_who, server) => {
    const { contractId, resourceId } = await contract(server);
    return {
      params: { contractId, resourceId },
      body: { hourlyRate: 9_500, capMinutes: null, version: 1 },
    };
  },
  [`DELETE ${BASE}/{contractId}/resources/{resourceId}`]: async (_who, server) => {
    const { contractId, resourceId } = await contract(server);
    return { params: { contractId, resourceId }, query: { version: '1' } };
  },
  [`GET ${BASE}/{contractId}/resources/{resourceId}/timesheet`]: async (_who, server) => {
    const { contractId, resourceId } = await contract(server);
    return { params: { contractId, resourceId } };
  },
  [`POST ${BASE}/{contractId}/stakeholder-token`]: async (_who, server) => {
    const { contractId } = await contract(server);
    return { params: { contractId }, body: { version: 1 } };
  },
  [`DELETE ${BASE}/{contractId}/stakeholder-token`]: async (_who, server) => {
    const { contractId } = await contract(server, true);
    return { params: { contractId }, query: { version: '1' } };
  },
  [`GET ${PUBLIC}`]: async (_who, server) => {
    const { projectId, token } = await contract(server, true);
    return { params: { projectId }, query: { stakeholderToken: token } };
  },
  [`GET ${PUBLIC}/resources/{resourceId}/timesheet`]: async (_who, server) => {
    const { projectId, resourceId, token } = await contract(server, true);
    return { params: { projectId, resourceId }, query: { stakeholderToken: token } };
  },
};
