/** The Transactions screen's date choices (product-spec: filters reset to Today). */
export const DATE_PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const shift = (day: string, days: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

/**
 * The inclusive YYYY-MM-DD range of a preset, counted from `today` (the shop's calendar day, not the
 * browser's: a till in Nairobi and an owner abroad see the same "today"). Weeks start on Monday, as in
 * Kenya, Uganda and Rwanda. Custom has no range of its own.
 */
export function presetRange(preset: DatePreset, today: string): { startDate: string; endDate: string } | null {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: shift(today, -1), endDate: shift(today, -1) };
    case 'thisWeek': {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return { startDate: shift(today, -((weekday + 6) % 7)), endDate: today };
    }
    case 'thisMonth':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
    case 'custom':
      return null;
  }
}
