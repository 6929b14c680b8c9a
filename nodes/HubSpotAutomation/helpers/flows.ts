import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import type { HubSpotContext } from '../../shared/transport/nodeContext';
import type { PathSegment } from '../../shared/transport/paths';
import { hubSpotApi } from '../../shared/transport/transport';
import { pagedList } from '../../shared/transport/pagedList';

/** A flow as HubSpot's automation v4 lists it. */
export interface Flow extends IDataObject {
	id: string;
	name?: string;
	isEnabled: boolean;
	flowType: 'WORKFLOW' | 'ACTION_SET' | 'UNKNOWN';
	objectTypeId: string;
}

/** HubSpot's largest page of flows (its default too). */
export const MAX_FLOWS_PAGE = 100;

/** The account's flows, page by page, up to `limit` unless Return All. */
export async function listFlows(
	ctx: HubSpotContext,
	paging: { returnAll: boolean; limit: number },
	itemIndex?: number,
): Promise<Flow[]> {
	return await pagedList<Flow>(
		ctx,
		ENDPOINTS.flows,
		{ maxPageSize: MAX_FLOWS_PAGE, itemIndex },
		paging,
	);
}

/** One flow's whole definition. */
export async function getFlow(
	ctx: HubSpotContext,
	flowId: PathSegment,
	itemIndex?: number,
): Promise<Flow> {
	return await hubSpotApi<Flow>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.flow,
		segments: { flowId },
		itemIndex,
	});
}

/**
 * The legacy (v2/v3) workflow id of a flow, which the enrollment call is keyed by; undefined when
 * HubSpot has none for it (the mapping answers an error entry instead of a result).
 */
export async function legacyWorkflowId(
	ctx: HubSpotContext,
	flowId: string,
	itemIndex?: number,
): Promise<string | undefined> {
	const body = await hubSpotApi<{ results: Array<{ flowId: unknown; workflowId: unknown }> }>(ctx, {
		method: 'POST',
		endpoint: ENDPOINTS.workflowIdMappings,
		body: { inputs: [{ type: 'FLOW_ID', flowId }] },
		// A read: asking twice writes nothing.
		idempotent: true,
		itemIndex,
	});
	const mapping = body.results.find((result) => String(result.flowId) === flowId);
	return mapping?.workflowId === undefined || mapping.workflowId === null
		? undefined
		: String(mapping.workflowId);
}
