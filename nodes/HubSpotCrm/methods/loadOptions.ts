import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { objectTypeOptions } from '../../shared/crm/customObjects';
import { currentObjectType } from '../../shared/crm/objectTypeFields';
import { LIST_OBJECT_TYPES } from '../actions/list/lists';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import { hubSpotApi } from '../../shared/transport/transport';

/** The pickers the node shares with the CRM Trigger: object types and properties of the chosen type. */
export {
	getAssociatedWritableProperties,
	getObjectTypes,
	getProperties,
	getWritableProperties,
} from '../../shared/crm/pickers';

/** Property groups and custom object schemas, for the definition resources. */
export { getPropertyGroups, getSchemas } from './definitionPickers';

/** The association types from the type chosen in one field to the type chosen in another. */
async function associationLabelOptions(
	ctx: ILoadOptionsFunctions,
	fromField: string,
	toField: string,
): Promise<INodePropertyOptions[]> {
	const from = currentObjectType(ctx, fromField);
	const to = currentObjectType(ctx, toField);
	if (!from || !to) return [];
	const { results } = await hubSpotApi<{ results: IDataObject[] }>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.crmAssociationLabels,
		segments: { fromObjectType: from, toObjectType: to },
	});
	return results.map((type) => ({
		name: type.label ? String(type.label) : 'Unlabeled (Default)',
		value: `${String(type.category)}:${String(type.typeId)}`,
		description: `${String(type.category)} type ${String(type.typeId)}`,
	}));
}

/** The association types of the pair of object types chosen in the node being edited, for the label picker. */
export async function getAssociationLabels(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return await associationLabelOptions(this, 'fromObjectType', 'toObjectType');
}

/** The association types from an import's object type to its associated object type. */
export async function getImportAssociationLabels(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return await associationLabelOptions(this, 'objectType', 'associatedObjectType');
}

/** The object types of lists: the built-in ones lists are kept for, and the account's custom objects. */
export async function getListObjectTypes(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return await objectTypeOptions(this, LIST_OBJECT_TYPES);
}
