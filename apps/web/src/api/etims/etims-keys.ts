import type { EtimsDocumentState } from '@dukani/contracts';

/** Query keys of the Tax authority screens (group P). */
export const etimsKeys = {
  all: ['etims'] as const,
  devices: (businessId: number) => [...etimsKeys.all, 'devices', businessId] as const,
  documents: (businessId: number, state: EtimsDocumentState | null) => [...etimsKeys.all, 'documents', businessId, state] as const,
  stock: (businessId: number) => [...etimsKeys.all, 'stock', businessId] as const,
};
