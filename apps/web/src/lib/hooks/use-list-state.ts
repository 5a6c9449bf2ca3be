import { useState } from 'react';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { businessDateOf } from '@dukani/domain';
import { PAGE_SIZES } from '@/components/data-grid/server-data-grid';
import { useSession } from '@/lib/session-store';
import { presetRange, type DatePreset } from '@/lib/format/date-presets';

/**
 * A dated list screen's filter, preset and page (transactions, expenses). They start at Today, no search, page 1, size 50 (product-spec
 * "Transactions"); any filter change goes back to page 1. Today is the shop's calendar day.
 */
export function useListState<F extends { startDate?: string; endDate?: string }>() {
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  const [today] = useState(() => businessDateOf(country, new Date()));
  const [preset, setPreset] = useState<DatePreset>('today');
  const [filter, setFilter] = useState<F>(() => ({ ...presetRange('today', today) }) as F);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[1] });
  const onFilterChange = (next: F, nextPreset: DatePreset) => {
    setFilter(next);
    setPreset(nextPreset);
    setPaging((current) => ({ ...current, page: 0 }));
  };
  return { today, preset, filter, paging, setPaging, onFilterChange };
}
