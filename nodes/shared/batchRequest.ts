import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { BatchPlan } from './batching';
import type { Endpoint } from './endpoints';
import type { PathSegments } from './paths';
import { hubSpotApi } from './transport';

/** Sends a chunk as HubSpot's batch body `{inputs, ...rest}` to the endpoint. */
export function sendInputs(
	ctx: IExecuteFunctions,
	endpoint: Endpoint,
	segments: PathSegments,
	{ qs, rest = {}, idempotent }: { qs?: IDataObject; rest?: IDataObject; idempotent: boolean },
): BatchPlan['send'] {
	return async (chunk) =>
		await hubSpotApi(ctx, { method: 'POST', endpoint, segments, qs, body: { inputs: chunk.map((input) => input.body), ...rest }, idempotent });
}
