import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import type { PathSegment } from '../../../shared/transport/paths';
import type { HubSpotContext } from '../../../shared/transport/nodeContext';
import { hubSpotApi } from '../../../shared/transport/transport';

export interface Pipeline extends IDataObject {
	id: string;
	label: string;
	stages: Array<{ id: string; label: string }>;
}

/** The pipelines of an object type, each with its stages. */
export async function pipelinesOf(
	ctx: HubSpotContext,
	objectType: PathSegment,
	itemIndex?: number,
): Promise<Pipeline[]> {
	const { results } = await hubSpotApi<{ results: Pipeline[] }>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.pipelines,
		segments: { objectType },
		itemIndex,
	});
	return results;
}
