import type { INodeProperties } from 'n8n-workflow';
import { propertiesField } from '../shared/crm/fields';
import { filterGroupsField } from '../shared/crm/searchFilters';
import { DEFAULT_OVERLAP_SECONDS, MAX_OVERLAP_SECONDS } from './settings';
import { objectTypeFields } from '../shared/crm/objectTypeFields';
import { optionsCollection } from '../shared/execution/descriptions';

/** The trigger's parameters besides authentication (n8n adds the poll schedule itself). */
export const triggerProperties: INodeProperties[] = [
	...objectTypeFields('objectType', 'Object Type'),
	{
		displayName: 'Event',
		name: 'event',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Record Created', value: 'created', description: 'A record of the type was created' },
			{
				name: 'Record Updated',
				value: 'updated',
				description: 'A record was written (any property, including system updates)',
			},
			{
				name: 'Property Changed',
				value: 'propertyChanged',
				description:
					'A watched property got another value since the record was last seen; the old and new values are output',
			},
		],
		default: 'updated',
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
		required: true,
		description:
			'Properties whose changes are output, e.g. dealstage. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		displayOptions: { show: { event: ['propertyChanged'] } },
	},
	{
		...filterGroupsField,
		description:
			'Only records that pass every filter of any group. The trigger adds two time filters to each group, so a group holds at most 4 filters, 18 in all with the added ones.',
	},
	optionsCollection([
		{
			...propertiesField,
			displayName: 'Property Names or IDs to Output',
			description:
				'Properties output with each record; the type\'s default properties when empty. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{
			displayName: 'Start From',
			name: 'startFrom',
			type: 'dateTime',
			default: '',
			description:
				'Where the first poll starts; changes from the moment of the first poll when empty. Applies until the object type or event changes.',
		},
		{
			displayName: 'Search Index Delay (Seconds)',
			name: 'indexDelaySeconds',
			type: 'number',
			typeOptions: { minValue: 0, maxValue: MAX_OVERLAP_SECONDS },
			default: DEFAULT_OVERLAP_SECONDS,
			description:
				"How far behind the newest change each poll looks again, for writes HubSpot's search shows late. Repeats are dropped.",
		},
	]),
];
