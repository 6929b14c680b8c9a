import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as generate from './generate.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { generate } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['preferenceLink'] } },
		options: [
			{
				name: 'Generate',
				value: 'generate',
				description:
					'Make the manage-preferences and unsubscribe links of an e-mail address, for e-mails sent outside HubSpot',
				action: 'Generate the preference links of an email address',
			},
		],
		default: 'generate',
	},
	...descriptionsOf(operations),
];
