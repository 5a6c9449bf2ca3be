/** A backup or restore refused or failed for a reason a person can act on; the commands print its message alone. */
export class BackupError extends Error {
  override name = 'BackupError';
}
