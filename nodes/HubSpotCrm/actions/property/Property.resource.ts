import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as batchCreate from './batchCreate.operation';
import * as create from './create.operation';
import * as deleteProperty from './delete.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as update from './update.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	batchCreate,
	create,
	delete: deleteProperty,
	get,
	getMany,
	update,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['property'] } },
		options: [
			{
				name: 'Batch Create',
				value: 'batchCreate',
				description:
					'Create one property definition per input item, up to 100 per request (set up many fields at once)',
				action: 'Batch create CRM property definitions',
			},
			{
				name: 'Create',
				value: 'create',
				description:
					'Create a property (a field) of an object type: its name, label, field type, group, options',
				action: 'Create a CRM property definition',
			},
			{
				name: 'Delete',
				value: 'delete',
				description:
					'Archive a property the account created (HubSpot-defined ones cannot be archived)',
				action: 'Archive a CRM property definition',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get the definition of one property: type, field type, options, group',
				action: 'Get a CRM property definition by name',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description: 'List the property definitions of an object type',
				action: 'Get many CRM property definitions of an object type',
			},
			{
				name: 'Update',
				value: 'update',
				description:
					"Change a property's label, group, options or display; its name, type and uniqueness cannot change",
				action: 'Update a CRM property definition',
			},
		],
		default: 'create',
	},
	...descriptionsOf(operations),
];
