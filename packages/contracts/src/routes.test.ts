import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import * as routes from './routes';

const contractsByName = Object.entries<unknown>(contracts).filter((entry): entry is [string, contracts.RouteContract] => contracts.isRouteContract(entry[1]));

describe('the route table (@dukani/contracts/routes)', () => {
  it('has one ref per route contract, under the same name', () => {
    expect(Object.keys(routes).sort()).toEqual(contractsByName.map(([name]) => name).sort());
  });

  it("holds each contract's run-time fields and nothing else (else: npm run generate:routes)", () => {
    const table: Record<string, unknown> = routes;
    for (const [name, contract] of contractsByName) expect(table[name], name).toStrictEqual(contracts.toRouteRef(contract));
  });

  it('imports nothing at run time, so zod and the schemas stay out of its module graph', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'routes.ts'), 'utf8');
    const imports = source.split('\n').filter((line) => /^\s*(import|export .* from)\b/.test(line));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });
});
