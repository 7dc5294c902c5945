import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { mobileSchema, normaliseMobile } from '@contract/common';
import { DEMO_MEMBER, DEMO_OWNER } from '@server/db/seed-data';
import { envSchema } from '@server/config';

const NODE = { major: 20, minor: 19 };

/** Whether an engines.node range admits Node 20.19: enough of npm's rules for the ">=", "^", "~" and "||" forms packages use. */
function admitsNode20(range: string): boolean {
  return range.split('||').some((alternative) => {
    const floor = /(>=|\^|~|=)?\s*v?(\d+)(?:\.(\d+))?/.exec(alternative.trim());
    if (!floor || alternative.includes('*')) return true;
    const [operator, major, minor] = [floor[1] ?? '>=', Number(floor[2]), Number(floor[3] ?? 0)];
    const atLeast = major < NODE.major || (major === NODE.major && minor <= NODE.minor);
    return operator === '>=' ? atLeast : major === NODE.major && atLeast;
  });
}

describe('npm install on Node 20', () => {
  it('reads engine ranges as npm does for the forms in the lock file', () => {
    expect(admitsNode20('>=18')).toBe(true);
    expect(admitsNode20('>= 20.19.0')).toBe(true);
    expect(admitsNode20('>=22')).toBe(false);
    expect(admitsNode20('^20.19.0 || ^22.12.0 || >=24')).toBe(true);
    expect(admitsNode20('^22.12.0 || >=24')).toBe(false);
  });

  it('installs no package that wants a newer Node (no EBADENGINE warning)', async () => {
    const lock = JSON.parse(await readFile('package-lock.json', 'utf8')) as { packages: Record<string, { optional?: boolean; engines?: { node?: string } | string[] }> };
    const wanting = Object.entries(lock.packages)
      // npm skips an optional package whose engines refuse this Node, without a warning (rollup's optional lzma binding).
      .filter(([, pkg]) => !pkg.optional)
      .map(([path, pkg]) => [path, Array.isArray(pkg.engines) ? undefined : pkg.engines?.node] as const)
      .filter(([, node]) => node && !admitsNode20(node))
      .map(([path, node]) => `${path} wants node ${node}`);
    expect(wanting).toEqual([]);
  });
});

describe('the README', () => {
  it('lists demo numbers that sign in exactly as written', async () => {
    const readme = await readFile('README.md', 'utf8');
    const member = /\| member \| ([^|]+?) \|/.exec(readme)?.[1];
    const owner = /\| gym owner \| ([^|]+?) \|/.exec(readme)?.[1];
    expect(member).toBe('+91 98765 43210');
    expect(owner).toBe('+91 98123 45678');
    for (const [written, account] of [[member!, DEMO_MEMBER], [owner!, DEMO_OWNER]] as const) {
      expect(mobileSchema.safeParse(written).success, written).toBe(true);
      expect(normaliseMobile(written)).toBe(account.mobile);
    }
  });
});

describe('.env.example', () => {
  it('documents every variable the server reads', async () => {
    const example = await readFile('.env.example', 'utf8');
    const documented = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect(Object.keys(envSchema.shape).filter((key) => !documented.has(key))).toEqual([]);
  });
});
