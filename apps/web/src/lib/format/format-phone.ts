/**
 * "+254712345678" → "+254 712 345 678": how people in our three countries write a mobile number.
 * Kept to a pattern (no phone library) so the dashboard does not download phone metadata.
 */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const match = /^\+(254|256|250)(\d{3})(\d{3})(\d{3})$/.exec(e164.replace(/\s/g, ''));
  return match ? `+${match[1]} ${match[2]} ${match[3]} ${match[4]}` : e164;
}
