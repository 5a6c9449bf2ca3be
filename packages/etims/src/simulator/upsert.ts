/** Replaces the first record `isSame` finds in place (its position is its age), else appends. */
export function upsert<T>(records: T[], isSame: (record: T) => boolean, record: T): T {
  const index = records.findIndex(isSame);
  if (index < 0) records.push(record);
  else records[index] = record;
  return record;
}
