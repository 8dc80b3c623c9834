// Awards and withdrawals of one request asked of this instance run one after the other (one-move-at-a-time.ts), each
// handed the request as the call before it saw or left it: a racing loser is refused on the winner's award without a
// read, and a withdrawal asked after an award waits for it, as it would behind a lock.
import type { AgencyResponse } from '@/domain/common/enums';
import { type AwardableRequest, type ClosableRequest, neverOpenAgain } from '@/domain/trips/pickup-offers';
import { type HttpError, refusalError } from '@/server/http/errors';
import { linesOfMoves, type PreviousMove } from '../trips';
import type { OfferAsKnown } from './award-read';

/** The request as an award or a withdrawal is judged on it before any read of its own. */
export interface RequestAsKnown extends AwardableRequest, ClosableRequest {
  hospitalId: string | null;
  /** Its offers, by id. */
  offers: Record<string, OfferAsKnown>;
  /** Each agency's answer to the request, by agency. */
  responses: Record<string, AgencyResponse>;
}

export const offerLines = linesOfMoves<RequestAsKnown>();

/**
 * The call's refusal judged on the request as the call before it knew it, when that stands: the request stood so after
 * this call was asked, or can never be taken again.
 */
export function refusalOn(previous: PreviousMove<RequestAsKnown> | undefined, refusal: (r: RequestAsKnown) => { status: number; message: string } | null): HttpError | null {
  const refused = previous && (previous.sinceAsked || neverOpenAgain(previous.state)) ? refusal(previous.state) : null;
  return refused && refusalError(refused);
}
