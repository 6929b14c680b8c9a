import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as create from './create.operation';
import * as deleteGroup from './delete.operation';
import * as getMany from './getMany.operation';
import * as update from './update.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	create,
	delete: deleteGroup,
	getMany,
	update,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['propertyGroup'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Create a group that properties of an object type are shown in',
				action: 'Create a CRM property group',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Archive a group the account created (it must hold no properties)',
				action: 'Archive a CRM property group',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description: 'List the property groups of an object type',
				action: 'Get many CRM property groups of an object type',
			},
			{
				name: 'Update',
				value: 'update',
				description: "Change a group's label or position",
				action: 'Update a CRM property group',
			},
		],
		default: 'create',
	},
	...descriptionsOf(operations),
];
