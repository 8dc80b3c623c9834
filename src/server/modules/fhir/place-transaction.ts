// A transaction Bundle from an EHR: its order placed as a single ServiceRequest is, each refusal named in the Bundle.
import { FhirProblem } from '@/domain/fhir/fhir-problem';
import type { TransactionResponse } from '@/domain/fhir/fhir-resources';
import { inOrderEntry, readTransactionBundle, transactionResponse } from '@/domain/fhir/transaction-bundle';
import type { AppContext } from '@/server/context';
import type { Caller } from '@/server/plugins/auth';
import { placeOrder } from './place-order';
import { readTask } from './read-task';

export async function placeTransaction(ctx: AppContext, caller: Caller, body: unknown): Promise<TransactionResponse> {
  const order = readTransactionBundle(body);
  try {
    const { tripId, created } = await placeOrder(ctx, caller, order.serviceRequest, order.ifNoneExist);
    return transactionResponse(order, await readTask(ctx.db, caller, tripId), created);
  } catch (err) {
    throw err instanceof FhirProblem ? inOrderEntry(err, order.orderEntry) : err;
  }
}
