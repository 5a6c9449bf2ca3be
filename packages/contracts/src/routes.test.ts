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

  it('keeps each ref in its own module, which imports nothing at run time, so zod and the schemas stay out', () => {
    const folder = path.join(import.meta.dirname, 'route-refs');
    const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    expect(fs.readdirSync(folder).sort()).toEqual(contractsByName.map(([name]) => `${kebab(name)}.ts`).sort());
    const table = fs.readFileSync(path.join(import.meta.dirname, 'routes.ts'), 'utf8');
    const reExports = table.split('\n').filter((line) => line.startsWith('export'));
    expect(reExports.sort()).toEqual(contractsByName.map(([name]) => `export { ${name} } from './route-refs/${kebab(name)}';`).sort());
    for (const file of fs.readdirSync(folder)) {
      const imports = fs
        .readFileSync(path.join(folder, file), 'utf8')
        .split('\n')
        .filter((line) => /^\s*(import|export .* from)\b/.test(line));
      expect(imports.length, file).toBeGreaterThan(0);
      for (const line of imports) expect(line, file).toMatch(/^import type /);
    }
  });
});
