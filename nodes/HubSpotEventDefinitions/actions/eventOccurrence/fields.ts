import type { INodeProperties } from 'n8n-workflow';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { eventLocator } from '../../helpers/eventLocator';

/** Which record an occurrence belongs to, and the fields that name it. */
const identityFields: INodeProperties[] = [
	{
		displayName: 'Identify Record By',
		name: 'identifyBy',
		type: 'options',
		options: [
			{ name: 'Contact E-Mail', value: 'email' },
			{ name: 'Record ID', value: 'objectId' },
			{ name: 'User Token (Utk)', value: 'utk' },
		],
		default: 'email',
		description: "How HubSpot finds the record of the event's primary object",
	},
	{
		displayName: 'Email',
		name: 'email',
		type: 'string',
		placeholder: 'name@email.com',
		required: true,
		default: '',
		description: 'E-mail address of the contact',
		displayOptions: { show: { identifyBy: ['email'] } },
	},
	{
		displayName: 'Record ID',
		name: 'objectId',
		type: 'string',
		required: true,
		default: '',
		description: "ID of the record of the event's primary object (contact, company, deal, ticket)",
		displayOptions: { show: { identifyBy: ['objectId'] } },
	},
	{
		displayName: 'User Token',
		name: 'utk',
		type: 'string',
		required: true,
		default: '',
		description: "The visitor's hubspotutk cookie value",
		displayOptions: { show: { identifyBy: ['utk'] } },
	},
];

/** Everything one occurrence is made of: the event, the record, its properties, when, and its ID. */
export const occurrenceFields: INodeProperties[] = [
	eventLocator,
	...identityFields,
	{
		displayName: 'Event Properties',
		name: 'eventProperties',
		type: 'resourceMapper',
		noDataExpression: true,
		default: { mappingMode: 'defineBelow', value: null },
		required: true,
		// Shown once an event is chosen, as the Forms node shows a form's fields.
		displayOptions: { hide: { eventName: [''] } },
		typeOptions: {
			loadOptionsDependsOn: ['eventName.value'],
			resourceMapper: {
				resourceMapperMethod: 'getEventProperties',
				mode: 'add',
				fieldWords: { singular: 'property', plural: 'properties' },
				addAllFields: false,
				multiKeyMatch: false,
				supportAutoMap: true,
			},
		},
		description:
			"The event's properties. Each value is checked against the event's definition before anything is sent. With Map Automatically, the input item's fields named like the event's properties are sent and others ignored.",
	},
	optionsCollection([
		{
			displayName: 'Occurred At',
			name: 'occurredAt',
			type: 'dateTime',
			default: '',
			description: 'When the event happened; HubSpot uses the time it receives it when empty',
		},
		{
			displayName: 'Occurrence ID (UUID)',
			name: 'uuid',
			type: 'string',
			default: '',
			description:
				'HubSpot counts an occurrence with a given ID once. When empty, the node derives one from the execution, the node and the item, so a retry within the execution does not count twice; map your own to make resends from other executions safe too.',
		},
	]),
];
