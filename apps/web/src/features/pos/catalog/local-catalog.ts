import type { SaleItemInput } from '@dukani/contracts';
export async function applySaleToLocalStock(_businessId: number, _lines: SaleItemInput[]): Promise<void> {}
