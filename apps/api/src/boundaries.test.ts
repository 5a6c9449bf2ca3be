import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The boundary rules of eslint.config.js, checked on code that breaks them (the files need not exist). */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('API boundaries (eslint)', () => {
  it("refuses a module importing another module's queries or tables", async () => {
    const messages = await restrictedImports(
      'apps/api/src/modules/sales/x.ts',
      [
        "import { findProductRow } from '../products/products.queries';",
        "import { customers } from '../customers/customers.schema';",
        'export const x = [findProductRow, customers];',
      ].join('\n'),
    );
    expect(messages).toHaveLength(2);
  });

  it('lets a module use its own queries and tables, the tenancy tables and exported functions of others', async () => {
    const messages = await restrictedImports(
      'apps/api/src/modules/sales/x.ts',
      [
        "import { transactions } from './sales.schema';",
        "import { businesses } from '../../db/tenancy.schema';",
        "import { findSaleCatalog } from '../products/find-sale-catalog';",
        'export const x = [transactions, businesses, findSaleCatalog];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('refuses the db/schema re-export in application code but allows it in tests', async () => {
    const code = "import { products } from '../../db/schema';\nexport const x = products;\n";
    expect(await restrictedImports('apps/api/src/modules/sales/x.ts', code)).toHaveLength(1);
    expect(await restrictedImports('apps/api/src/modules/sales/x.test.ts', code)).toEqual([]);
  });

  it('refuses lib/, http/ and db/ importing modules/ or plugins/', async () => {
    const code =
      "import { notify } from '../modules/notifications/notify';\nimport { registerWeb } from '../plugins/web';\nexport const x = [notify, registerWeb];\n";
    expect(await restrictedImports('apps/api/src/lib/x.ts', code)).toHaveLength(2);
    expect(await restrictedImports('apps/api/src/http/x.ts', code)).toHaveLength(2);
  });

  it('refuses a package importing an app', async () => {
    const code = "import { scoped } from '../../../apps/api/src/lib/scoped';\nexport const x = scoped;\n";
    expect(await restrictedImports('packages/domain/src/x.ts', code)).toHaveLength(1);
  });
});
