import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as addAssociation from './addAssociation.operation';
import * as create from './create.operation';
import * as deleteSchema from './delete.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as removeAssociation from './removeAssociation.operation';
import * as update from './update.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	addAssociation,
	create,
	delete: deleteSchema,
	get,
	getMany,
	removeAssociation,
	update,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['customObjectSchema'] } },
		options: [
			{
				name: 'Add Association Definition',
				value: 'addAssociation',
				description: 'Let records of a custom object be associated with records of another type',
				action: 'Add an association definition to a custom object schema',
			},
			{
				name: 'Create',
				value: 'create',
				description:
					'Create a custom object: name, labels, properties, display and required properties, associated types (Enterprise accounts)',
				action: 'Create a custom object schema',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a custom object that has no records left',
				action: 'Delete a custom object schema',
			},
			{
				name: 'Get',
				value: 'get',
				description: "Get a custom object's schema with its properties and associations",
				action: 'Get a custom object schema',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description: "List the account's custom object schemas",
				action: 'Get many custom object schemas',
			},
			{
				name: 'Remove Association Definition',
				value: 'removeAssociation',
				description: 'Remove an association definition of a custom object',
				action: 'Remove an association definition from a custom object schema',
			},
			{
				name: 'Update',
				value: 'update',
				description:
					"Change a custom object's labels, description, display, search and required properties",
				action: 'Update a custom object schema',
			},
		],
		default: 'get',
	},
	...descriptionsOf(operations),
];
