import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { NOT_IN_LATEST, schemaCreateBody } from '../../helpers/definitionBodies';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { apiVersionFor, hubSpotApi } from '../../../shared/transport/transport';
import { ASSOCIABLE_TYPES, displayProperties, initialProperties } from './schemaFields';
import { readSchemaCreate } from './schemaInput';
import { CONTACTS_TYPE_ID } from '../../../shared/crm/objectTypes';

const show = { resource: ['customObjectSchema'], operation: ['create'] };

const properties: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'schemaName',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'cars',
		description:
			'The internal name of the object: lowercase letters, digits and underscores, starting with a letter',
	},
	{
		displayName: 'Singular Label',
		name: 'schemaLabelSingular',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'Car',
	},
	{
		displayName: 'Plural Label',
		name: 'schemaLabelPlural',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'Cars',
	},
	initialProperties,
	...displayProperties('schema'),
	{
		displayName: 'Associated Objects',
		name: 'schemaAssociatedObjects',
		type: 'multiOptions',
		options: ASSOCIABLE_TYPES,
		default: [CONTACTS_TYPE_ID],
		description:
			'The types its records can be associated with (more can be added later with Add Association Definition)',
	},
	{
		displayName: 'Options',
		name: 'schemaOptions',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{ displayName: 'Description', name: 'description', type: 'string', default: '' },
			{
				displayName: 'Allow Sensitive Properties',
				name: 'allowsSensitiveProperties',
				type: 'boolean',
				default: false,
				description: 'Whether its properties may hold sensitive data',
			},
			{
				displayName: 'Associate With Itself',
				name: 'shouldCreateSameObjectAssociation',
				type: 'boolean',
				default: false,
				description: `Whether records of the object can be associated with each other. ${NOT_IN_LATEST}.`,
			},
		],
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** Creates one custom object per item, in the body the credential's API version requires. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const endpoint = ENDPOINTS.crmSchemas;
	const version = await apiVersionFor(this, endpoint);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const body = schemaCreateBody(
			this,
			readSchemaCreate(this, version, itemIndex),
			version,
			itemIndex,
		);
		return async () =>
			await hubSpotApi<IDataObject>(this, { method: 'POST', endpoint, body, itemIndex });
	});
}
