import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { BatchPlan } from '../../shared/batching';
import type { Endpoint } from '../../shared/endpoints';
import type { PathSegments } from '../../shared/paths';
import { hubSpotApi } from '../../shared/transport';

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
