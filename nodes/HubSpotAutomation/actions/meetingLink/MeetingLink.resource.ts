import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as book from './book.operation';
import * as getAvailability from './getAvailability.operation';
import * as getMany from './getMany.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { book, getAvailability, getMany } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['meetingLink'] } },
		options: [
			{
				name: 'Book Meeting',
				value: 'book',
				description:
					"Book a meeting on a link for a guest: HubSpot creates or updates the contact and puts the meeting in the organizer's calendar",
				action: 'Book a meeting on a meeting link',
			},
			{
				name: 'Get Availability',
				value: 'getAvailability',
				description: "List a meeting link's free times this month, one item per slot",
				action: 'Get the availability of a meeting link',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description: "List a user's meeting links",
				action: 'Get many meeting links',
			},
		],
		default: 'getAvailability',
	},
	...descriptionsOf(operations),
];
