import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { readIntegerId } from '../../../shared/execution/validation';

/** The flow an operation acts on: picked from the account's flows or given by its (v4) ID. */
export const flowLocator: INodeProperties = {
	displayName: 'Workflow',
	name: 'flowId',
	type: 'resourceLocator',
	required: true,
	default: { mode: 'list', value: '' },
	description: 'The workflow (its automation v4 flow ID, as the workflow editor URL shows it)',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchFlows', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: '585051946',
			validation: [
				{
					type: 'regex',
					properties: { regex: '^\\d+$', errorMessage: 'A flow ID is digits only' },
				},
			],
		},
	],
};

/** The chosen flow's ID, digits only. */
export function flowIdOf(ctx: IExecuteFunctions, itemIndex: number): string {
	const read = itemReader(ctx);
	return readIntegerId(
		ctx,
		read('flowId', itemIndex, '', { extractValue: true }),
		'Workflow',
		itemIndex,
	);
}
