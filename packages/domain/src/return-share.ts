import { fromCents, toCents } from './money';
import { roundQuantity } from './stock';

/**
 * The part of a sale line's amount (its net, its tax) that `quantity` more units returned take, when
 * `returnedBefore` of `soldQuantity` units are already back. Worked out as the difference of the rounded
 * shares after and before, so however a line comes back in pieces, the pieces add up to the line's
 * amount to the cent; the last piece takes the rounding.
 */
export function returnShare(amount: number, o: { soldQuantity: number; returnedBefore: number; quantity: number }): number {
  if (o.soldQuantity <= 0) return 0;
  const cents = toCents(amount);
  const shareOf = (returned: number) => (returned >= o.soldQuantity ? cents : roundHalfAway((cents * returned) / o.soldQuantity));
  return fromCents(shareOf(roundQuantity(o.returnedBefore + o.quantity)) - shareOf(o.returnedBefore));
}

function roundHalfAway(value: number): number {
  const rounded = Math.round(Number(Math.abs(value).toPrecision(15)));
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
