import type { INodeProperties } from 'n8n-workflow';

/** The Export Create fields beyond the records: the file and how it comes out. */

export const MAX_WAIT_SECONDS = 3_600;

export const exportOptions: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Export Name',
			name: 'exportName',
			type: 'string',
			default: '',
			description: 'The name HubSpot shows for the export (default: n8n and the time)',
		},
		{
			displayName: 'Max Wait (Seconds)',
			name: 'maxWaitSeconds',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: MAX_WAIT_SECONDS },
			default: 600,
			description:
				'How long to wait for HubSpot to write the file; after it the task ID is returned (read it with Get Status)',
		},
		{
			displayName: 'Put Output File in Field',
			name: 'binaryPropertyName',
			type: 'string',
			default: 'data',
			description: 'The binary property the file goes to (Output: Binary File)',
		},
		{
			displayName: 'Values',
			name: 'values',
			type: 'options',
			options: [
				{
					name: 'Internal Names and Values',
					value: 'internal',
					description: 'Columns named like the properties, values as the API writes them',
				},
				{
					name: 'Labels',
					value: 'labels',
					description: "Columns and values as HubSpot's screens show them",
				},
			],
			default: 'internal',
		},
	],
};
