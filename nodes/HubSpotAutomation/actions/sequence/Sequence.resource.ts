import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as enroll from './enroll.operation';
import * as get from './get.operation';
import * as getEnrollment from './getEnrollment.operation';
import * as getMany from './getMany.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { enroll, get, getEnrollment, getMany } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['sequence'] } },
		options: [
			{
				name: 'Enroll Contact',
				value: 'enroll',
				description:
					"Enroll a contact in a user's sequence, sent from the user's connected inbox (HubSpot has no call to unenroll)",
				action: 'Enroll a contact in a sequence',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get a sequence with its steps and settings',
				action: 'Get a sequence',
			},
			{
				name: 'Get Enrollment',
				value: 'getEnrollment',
				description: "Get a contact's current sequence enrollment, if any",
				action: 'Get the sequence enrollment of a contact',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description: "List a user's sequences",
				action: 'Get many sequences',
			},
		],
		default: 'enroll',
	},
	...descriptionsOf(operations),
];
