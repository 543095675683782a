/**
 * The idempotency module's front door: a repeated write with the same
 * `Idempotency-Key` answers what the first one did (`lib/register-routes.ts`
 * wraps every write route in `idempotent`).
 */
export {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_MS,
  idempotent,
  type IdempotentRequest,
  type IdempotentResult,
} from './idempotency.service';
/** The server secret other modules derive their own keys from (webhook secrets). */
export { serverSecret } from './idempotency-seal';
