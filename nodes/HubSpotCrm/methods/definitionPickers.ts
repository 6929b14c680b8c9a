import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { definitionEndpoints } from '../helpers/definitionEndpoints';
import { currentObjectType } from '../../shared/crm/objectTypeFields';
import { crmObjectType } from '../../shared/crm/objectTypes';
import { hasChosenCredential } from '../../shared/transport/authentication';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import { unlessRefused, unlisted } from '../../shared/transport/scopeRefusal';
import { SCOPES, schemasReadScope } from '../../shared/transport/scopes';
import { hubSpotApi } from '../../shared/transport/transport';

const byName = (a: INodePropertyOptions, b: INodePropertyOptions) => a.name.localeCompare(b.name);

/** The property groups of the chosen object type (read with the object's read scope or `crm.schemas.<type>.read`). */
export async function getPropertyGroups(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const objectType = currentObjectType(this);
	if (!objectType || !hasChosenCredential(this)) return [];
	// The scope named when HubSpot's refusal names none: custom objects share `custom`.
	const scope = schemasReadScope(crmObjectType(decodeURIComponent(objectType))?.path ?? 'custom');
	const groups = await unlessRefused(
		hubSpotApi<{ results: IDataObject[] }>(this, {
			method: 'GET',
			endpoint: definitionEndpoints(objectType).groups,
			segments: { objectType },
		}),
		scope,
	);
	if ('missingScope' in groups) return unlisted('Property groups', groups.missingScope, 'name');
	return groups.value.results
		.map((group) => ({
			name: String(group.label ?? group.name),
			value: String(group.name),
			description: String(group.name),
		}))
		.sort(byName);
}

/** The account's custom object schemas, by object type id (`crm.schemas.custom.read`). */
export async function getSchemas(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	if (!hasChosenCredential(this)) return [];
	const schemas = await unlessRefused(
		hubSpotApi<{ results: IDataObject[] }>(this, { method: 'GET', endpoint: ENDPOINTS.crmSchemas }),
		SCOPES.customSchemasRead,
	);
	if ('missingScope' in schemas) return unlisted('Custom objects', schemas.missingScope, 'name');
	return schemas.value.results
		.map((schema) => {
			const labels = (schema.labels ?? {}) as IDataObject;
			return {
				name: String(labels.plural ?? labels.singular ?? schema.name),
				value: String(schema.objectTypeId),
				description: `${String(schema.fullyQualifiedName ?? schema.name)} (${String(schema.objectTypeId)})`,
			};
		})
		.sort(byName);
}
