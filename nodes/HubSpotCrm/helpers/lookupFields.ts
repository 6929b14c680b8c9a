import type { ILoadOptionsFunctions, ResourceMapperField } from 'n8n-workflow';
import type { PathSegment } from '../../shared/paths';
import { unlessRefused } from '../../shared/scopeRefusal';
import { ownerOptions } from './owners';
import type { PropertyDefinition } from '../../shared/crmPropertyDefinitions';
import { pipelineOptions, pipelinePropertiesOf, pipelinesOf } from './pipelines';

/** Owner properties: HubSpot marks them as referring to owners (`hubspot_owner_id`, activity owners). */
const isOwnerProperty = (definition: PropertyDefinition): boolean => definition.referencedObjectType === 'OWNER' || definition.name === 'hubspot_owner_id';

/** The scope that lists the account's owners. */
const OWNERS_SCOPE = 'crm.objects.owners.read';

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
	const names = pipelinePropertiesOf(objectType);
	const owned = owners.length ? await unlessRefused(ownerOptions(ctx), OWNERS_SCOPE) : { value: [] };
	const piped = names && definitions.some((d) => d.name === names.pipeline || d.name === names.stage) ? pipelineOptions(await pipelinesOf(ctx, objectType)) : undefined;
	return fields.map((field) => {
		if (owners.includes(field.id) && 'missingScope' in owned) {
			return { ...field, type: 'string', displayName: `${field.displayName} (Owner ID; the owner list needs the scope ${owned.missingScope})` };
		}
		const options = owners.includes(field.id) && 'value' in owned ? owned.value : field.id === names?.pipeline ? piped?.pipelines : field.id === names?.stage ? piped?.stages : undefined;
		return options ? { ...field, type: 'options', options } : field;
	});
}
