import type {
	ILoadOptionsFunctions,
	INodePropertyOptions,
	ResourceMapperField,
} from 'n8n-workflow';
import type { PathSegment } from '../../shared/transport/paths';
import { unlessRefused } from '../../shared/transport/scopeRefusal';
import { SCOPES } from '../../shared/transport/scopes';
import { listOwners } from '../../shared/crm/owners';
import type { PropertyDefinition } from '../../shared/crm/propertyDefinitions';
import { pipelinesOf, type Pipeline } from '../actions/pipeline/pipelines';
import { crmObjectType } from '../../shared/crm/objectTypes';

/** The active owners as picker options: name and e-mail, valued by owner id (what `hubspot_owner_id` holds). */
async function ownerOptions(ctx: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const owners = await listOwners(ctx, {}, { returnAll: true, limit: 0 });
	return owners.map((owner) => {
		const name = [owner.firstName, owner.lastName].filter(Boolean).join(' ');
		return {
			name: name ? `${name} (${String(owner.email)})` : String(owner.email ?? owner.id),
			value: String(owner.id),
		};
	});
}

/** Picker options of the pipelines, and of the stages of every pipeline labelled "Pipeline › Stage". */
function pipelineOptions(pipelines: Pipeline[]): {
	pipelines: INodePropertyOptions[];
	stages: INodePropertyOptions[];
} {
	return {
		pipelines: pipelines.map((p) => ({ name: p.label, value: p.id })),
		stages: pipelines.flatMap((p) =>
			p.stages.map((s) => ({ name: `${p.label} › ${s.label}`, value: s.id })),
		),
	};
}

/** Owner properties: HubSpot marks them as referring to owners (`hubspot_owner_id`, activity owners). */
const isOwnerProperty = (definition: PropertyDefinition): boolean =>
	definition.referencedObjectType === 'OWNER' || definition.name === 'hubspot_owner_id';

/**
 * Gives the mapper's owner, pipeline and stage fields the account's choices: owners by name and
 * e-mail, pipelines by label, stages as "Pipeline › Stage" (a stage's label alone can repeat across
 * pipelines). The owners and pipelines are read only when the type has such fields. Without the
 * owners scope the owner fields take an owner ID and their label names the scope; the other fields
 * load as usual.
 */
export async function withLookupOptions(
	ctx: ILoadOptionsFunctions,
	objectType: PathSegment,
	definitions: PropertyDefinition[],
	fields: ResourceMapperField[],
): Promise<ResourceMapperField[]> {
	const owners = definitions.filter(isOwnerProperty).map((d) => d.name);
	const names = crmObjectType(objectType)?.pipeline;
	const owned = owners.length
		? await unlessRefused(ownerOptions(ctx), SCOPES.ownersRead)
		: { value: [] };
	const piped =
		names && definitions.some((d) => d.name === names.pipeline || d.name === names.stage)
			? pipelineOptions(await pipelinesOf(ctx, objectType))
			: undefined;
	return fields.map((field) => {
		if (owners.includes(field.id) && 'missingScope' in owned) {
			return {
				...field,
				type: 'string',
				displayName: `${field.displayName} (Owner ID; the owner list needs the scope ${owned.missingScope})`,
			};
		}
		const options =
			owners.includes(field.id) && 'value' in owned
				? owned.value
				: field.id === names?.pipeline
					? piped?.pipelines
					: field.id === names?.stage
						? piped?.stages
						: undefined;
		return options ? { ...field, type: 'options', options } : field;
	});
}
