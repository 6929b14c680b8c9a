import type { INodeProperties } from 'n8n-workflow';

/** Fields several operations share. */

export const recordIdField: INodeProperties = {
	displayName: 'Record ID',
	name: 'recordId',
	type: 'string',
	default: '',
	required: true,
	placeholder: '={{ $json.ID }}',
	description: 'The ID of the record, or its value of the unique property set in "ID Property"',
};

export const idPropertyField: INodeProperties = {
	displayName: 'ID Property',
	name: 'idProperty',
	type: 'string',
	default: '',
	placeholder: 'email',
	description: 'Name of a property with unique values that "Record ID" holds a value of. Leave empty to use the record ID.',
};

export const propertiesField: INodeProperties = {
	displayName: 'Property Names or IDs',
	name: 'properties',
	type: 'multiOptions',
	typeOptions: { loadOptionsMethod: 'getProperties', loadOptionsDependsOn: ['objectType', 'objectTypeCustom'] },
	default: [],
	description: 'Properties to return; the type\'s default properties when empty. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

export const propertiesWithHistoryField: INodeProperties = {
	displayName: 'Property Names or IDs With History',
	name: 'propertiesWithHistory',
	type: 'multiOptions',
	typeOptions: { loadOptionsMethod: 'getProperties', loadOptionsDependsOn: ['objectType', 'objectTypeCustom'] },
	default: [],
	description: 'Properties to return with their previous values (turn off Simplify to see them). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

export const archivedField: INodeProperties = {
	displayName: 'Archived Only',
	name: 'archived',
	type: 'boolean',
	default: false,
	description: 'Whether to return only archived records',
};
