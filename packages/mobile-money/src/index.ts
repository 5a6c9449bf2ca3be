export { DarajaClient } from './daraja-client';
export { DarajaError, type DarajaErrorDetails, type DarajaErrorKind, type DarajaRejectReason } from './errors';
export { DARAJA_ACK, parseC2BConfirmation, parseStkCallback, stkOutcomeOf } from './callbacks';
export { createStkPassword, DARAJA_PATHS, formatDarajaTimestamp, SANDBOX_STK_PASSKEY, SANDBOX_STK_SHORT_CODE, type C2BApiVersion } from './protocol';
export type { DarajaConfig, ParsedC2B, ParsedStkCallback, RegisterC2BUrlsRequest, StkOutcome, StkPushAccepted, StkPushRequest, StkQueryAnswer } from './types';
export { ProviderError, type CollectionProvider, type CollectionStatus } from './provider-http';
export { MomoClient, momoStatusOf, parseMomoCallback, MOMO_PATHS, type MomoCallback, type MomoConfig, type RequestToPay } from './momo/momo-client';
export {
  AirtelClient,
  airtelStatusOf,
  parseAirtelCallback,
  AIRTEL_PATHS,
  type AirtelCallback,
  type AirtelConfig,
  type AirtelPayment,
} from './airtel/airtel-client';
