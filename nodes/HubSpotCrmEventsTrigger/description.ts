import type { INodeProperties } from 'n8n-workflow';
import { objectTypeFields } from '../shared/crm/objectTypeFields';
import { EVENT_KINDS } from './events';
import { FILTER_OPERATORS } from './settings';

const RECORD_EVENTS = EVENT_KINDS.filter((kind) => kind.subscription === 'OBJECT').map(
	(kind) => kind.value,
);

/** The trigger's parameters besides authentication (n8n adds the poll schedule itself). */
export const triggerProperties: INodeProperties[] = [
	{
		displayName: 'Account ID',
		name: 'portalId',
		type: 'number',
		default: 0,
		hint: '0: the account HubSpot names in the app’s token',
		description:
			'The ID of the HubSpot account (portal) the app is installed in, shown in the account menu. With 0, the trigger uses the account HubSpot names in the app’s token (hub_id).',
	},
	...objectTypeFields('objectType', 'Object Type'),
	{
		displayName: 'Events',
		name: 'events',
		type: 'multiOptions',
		options: EVENT_KINDS.map(({ name, value, description }) => ({ name, value, description })),
		default: ['created', 'updated', 'deleted'],
		required: true,
		description: 'The changes that start the workflow, one item per event',
	},
	{
		displayName: 'Property Names or IDs to Watch',
		name: 'watchedProperties',
		type: 'multiOptions',
		typeOptions: {
			loadOptionsMethod: 'getProperties',
			loadOptionsDependsOn: ['objectType', 'objectTypeCustom'],
		},
		default: [],
		description:
			'Record Updated: only changes of these properties, and only these in the changed properties; every property when empty. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		displayOptions: { show: { events: ['updated'] } },
	},
	{
		displayName: 'List IDs',
		name: 'listIds',
		type: 'string',
		default: '',
		placeholder: '101, 102',
		description:
			'Added to / Removed From List: only these lists (comma-separated IDs); every list when empty',
		displayOptions: { show: { events: ['addedToList', 'removedFromList'] } },
	},
	{
		displayName: 'Property Filters',
		name: 'propertyFilters',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Condition',
		default: {},
		description:
			"Record events only for records whose current values pass every condition (HubSpot's journal filters)",
		displayOptions: { show: { events: RECORD_EVENTS } },
		options: [
			{
				displayName: 'Condition',
				name: 'conditions',
				values: [
					{
						displayName: 'Property Name or ID',
						name: 'property',
						type: 'options',
						typeOptions: {
							loadOptionsMethod: 'getProperties',
							loadOptionsDependsOn: ['objectType', 'objectTypeCustom'],
						},
						default: '',
						description:
							'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
					},
					{
						displayName: 'Operator',
						name: 'operator',
						type: 'options',
						options: FILTER_OPERATORS.map(({ name, value }) => ({ name, value })),
						default: 'EQ',
					},
					{
						displayName: 'Value',
						name: 'value',
						type: 'string',
						default: '',
						description:
							'The value compared with; for Is Any Of / Is None Of, comma-separated values. Not used by Is Empty / Is Not Empty.',
					},
				],
			},
		],
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Start From Earliest',
				name: 'startFromEarliest',
				type: 'boolean',
				default: false,
				description:
					'Whether the first poll reads every event HubSpot still keeps (3 days) instead of starting with the events written after it',
			},
			{
				displayName: 'Snapshot Record IDs',
				name: 'snapshotRecordIds',
				type: 'string',
				default: '',
				placeholder: '1001, 1002',
				description:
					'Records of the type whose current values HubSpot writes to the journal once, on publishing (comma-separated IDs): each arrives as a Snapshot item with the Snapshot Properties',
			},
			{
				displayName: 'Snapshot Property Names or IDs',
				name: 'snapshotProperties',
				type: 'multiOptions',
				typeOptions: {
					loadOptionsMethod: 'getProperties',
					loadOptionsDependsOn: ['objectType', 'objectTypeCustom'],
				},
				default: [],
				description:
					'The properties each snapshot holds (needed with Snapshot Record IDs). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
		],
	},
];
