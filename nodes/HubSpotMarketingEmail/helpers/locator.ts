import type { INodeProperties } from 'n8n-workflow';

/** A picker field: From List (the node's list search `searchListMethod`) or By ID, checked by `idPattern`. */
export function pickerLocator(field: {
	displayName: string;
	name: string;
	description: string;
	searchListMethod: string;
	placeholder: string;
	idPattern?: { regex: string; errorMessage: string };
}): INodeProperties {
	return {
		displayName: field.displayName,
		name: field.name,
		type: 'resourceLocator',
		required: true,
		default: { mode: 'list', value: '' },
		description: field.description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: field.searchListMethod, searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: field.placeholder,
				...(field.idPattern
					? { validation: [{ type: 'regex', properties: field.idPattern }] }
					: {}),
			},
		],
	};
}
