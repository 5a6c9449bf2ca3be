import { taxRatesFor } from '@dukani/domain';
import type { Tax } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { getBusinessCountry } from '../business/get-business-country';

export interface FindVatRatesOptions {
  businessId: number;
}

/** I26: the VAT bands of the business's country; their taxIds are what products store. */
export async function findVatRates(db: Db, options: FindVatRatesOptions): Promise<Tax[]> {
  const country = await getBusinessCountry(db, options.businessId);
  return taxRatesFor(country).map((rate) => ({ taxId: rate.taxId, taxCode: rate.taxCode, taxRate: rate.taxRate, name: rate.name }));
}
