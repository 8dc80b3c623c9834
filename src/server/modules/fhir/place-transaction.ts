// A transaction Bundle from an EHR: its order placed as a single ServiceRequest is, each refusal named in the Bundle.
import { FhirProblem } from '@/domain/fhir/fhir-problem';
import type { TransactionResponse } from '@/domain/fhir/fhir-resources';
import { inOrderEntry, readTransactionBundle, transactionResponse } from '@/domain/fhir/transaction-bundle';
import { ruleExpression } from '@/domain/fhir/transport-order-mapping';
import type { AppContext } from '@/server/context';
import { HttpError } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import { placeOrder } from './place-order';
import { readTask } from './read-task';

/** The request rules' refusal of an element of the order, as a problem that names it; other errors as they are. */
function asOrderProblem(err: unknown): unknown {
  if (!(err instanceof HttpError) || err.statusCode !== 400) return err;
  const expression = ruleExpression(err.message);
  return expression ? new FhirProblem(400, err.message, expression) : err;
}

export async function placeTransaction(ctx: AppContext, caller: Caller, body: unknown): Promise<TransactionResponse> {
  const order = readTransactionBundle(body);
  try {
    const { tripId, created } = await placeOrder(ctx, caller, order.serviceRequest, order.ifNoneExist);
    return transactionResponse(order, await readTask(ctx.db, caller, tripId), created);
  } catch (err) {
    const problem = asOrderProblem(err);
    throw problem instanceof FhirProblem ? inOrderEntry(problem, order.orderEntry) : problem;
  }
}
