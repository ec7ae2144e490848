import { describe, expect, it } from 'vitest';
import { judge } from '../../scripts/audit.js';

/** scripts/audit.ts reads `npm audit --json`: these are the three shapes npm 11 writes. */
const report = (counts: Record<string, number>, vulnerabilities: Record<string, unknown> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  });

describe('the npm audit verdict', () => {
  it('passes a report without high or critical advisories (moderate ones are listed, not fatal)', () => {
    expect(judge(report({ moderate: 2 }))).toMatchObject({ kind: 'clean', counts: { moderate: 2 } });
  });

  it('fails on a high or critical advisory and names the package', () => {
    const verdict = judge(
      report(
        { high: 1 },
        {
          fastify: {
            name: 'fastify',
            severity: 'high',
            range: '<5.3.2',
            via: [{ title: 'Content-Type bypass' }],
            fixAvailable: true,
          },
        },
      ),
    );
    expect(verdict).toMatchObject({ kind: 'findings' });
    expect(verdict.kind === 'findings' && verdict.lines[0]).toBe(
      'HIGH fastify <5.3.2: Content-Type bypass (fix available)',
    );
    expect(judge(report({ critical: 1 })).kind).toBe('findings');
  });

  it('never mistakes an unreachable advisory service for a clean report', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(judge(refused)).toEqual({ kind: 'unreachable', reason: expect.stringContaining('405') });
    expect(judge('').kind).toBe('unreachable');
    expect(judge(JSON.stringify({ error: { code: 'ENOTFOUND' } })).kind).toBe('unreachable');
  });
});
