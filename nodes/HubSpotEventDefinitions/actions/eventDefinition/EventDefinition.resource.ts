import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as addProperty from './addProperty.operation';
import * as create from './create.operation';
import * as deleteProperty from './deleteProperty.operation';
import * as update from './update.operation';
import * as updateProperty from './updateProperty.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = {
	create,
	update,
	addProperty,
	updateProperty,
	deleteProperty,
} satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['eventDefinition'] } },
		options: [
			{
				name: 'Add Property',
				value: 'addProperty',
				description: 'Add a property to a custom event definition',
				action: 'Add a property to a custom event definition',
			},
			{
				name: 'Create',
				value: 'create',
				description:
					'Create a custom event definition; the output shows the fully qualified name to send completions under',
				action: 'Create a custom event definition and return its fully qualified name',
			},
			{
				name: 'Delete Property',
				value: 'deleteProperty',
				description: 'Delete a property of a custom event definition',
				action: 'Delete a property of a custom event definition',
			},
			{
				name: 'Update',
				value: 'update',
				description: "Change a custom event definition's label or description",
				action: 'Update a custom event definition',
			},
			{
				name: 'Update Property',
				value: 'updateProperty',
				description: "Change a property's label, description or options",
				action: 'Update a property of a custom event definition',
			},
		],
		default: 'create',
	},
	...descriptionsOf(operations),
];
