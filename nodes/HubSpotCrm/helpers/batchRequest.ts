import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { BatchPlan } from '../../shared/batching';
import { hubSpotApi } from '../../shared/transport';

/** Sends a chunk as HubSpot's batch body `{inputs, ...rest}` to `path`. */
export function sendInputs(
	ctx: IExecuteFunctions,
	path: string,
	{ qs, rest = {}, idempotent }: { qs?: IDataObject; rest?: IDataObject; idempotent: boolean },
): BatchPlan['send'] {
	return async (chunk) =>
		await hubSpotApi(ctx, { method: 'POST', path, qs, body: { inputs: chunk.map((input) => input.body), ...rest }, idempotent });
}
