import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import type { PathSegment } from '../../shared/transport/paths';
import type { HubSpotContext } from '../../shared/transport/nodeContext';
import { hubSpotApi } from '../../shared/transport/transport';
import { crmObjectType } from '../../shared/crm/objectTypes';

export interface Pipeline extends IDataObject {
	id: string;
	label: string;
	stages: Array<{ id: string; label: string }>;
}

/** The properties holding a record's pipeline and stage, for the types whose records are in pipelines. */
export const pipelinePropertiesOf = (objectType: string): { pipeline: string; stage: string } | undefined => crmObjectType(objectType)?.pipeline;

/** The pipelines of an object type, each with its stages. */
export async function pipelinesOf(ctx: HubSpotContext, objectType: PathSegment, itemIndex?: number): Promise<Pipeline[]> {
	const { results } = await hubSpotApi<{ results: Pipeline[] }>(ctx, { method: 'GET', endpoint: ENDPOINTS.pipelines, segments: { objectType }, itemIndex });
	return results;
}

/** Picker options of the pipelines, and of the stages of every pipeline labelled "Pipeline › Stage". */
export function pipelineOptions(pipelines: Pipeline[]): { pipelines: INodePropertyOptions[]; stages: INodePropertyOptions[] } {
	return {
		pipelines: pipelines.map((p) => ({ name: p.label, value: p.id })),
		stages: pipelines.flatMap((p) => p.stages.map((s) => ({ name: `${p.label} › ${s.label}`, value: s.id }))),
	};
}
