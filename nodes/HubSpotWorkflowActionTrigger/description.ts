import type { INodeProperties } from 'n8n-workflow';
import { optionsCollection } from '../shared/execution/descriptions';
import { ACTION_OBJECT_TYPES } from './actionComponent';
import { FIELD_TYPES } from './declaredFields';

/**
 * The Respond choice, in n8n's webhook `responseMode` values. No 'Respond to Webhook' choice: that
 * node (from version 1.1) refuses to run in a workflow without one of n8n's own webhook triggers.
 */
export const ANSWER_LATER = 'onReceived';
export const ANSWER_FROM_LAST_NODE = 'lastNode';

const FIELD_TYPE_NAMES: Record<(typeof FIELD_TYPES)[number], string> = {
	string: 'Text',
	number: 'Number',
	bool: 'Yes/No',
	enumeration: 'Choice (Enumeration)',
	date: 'Date',
};

/** The Input Fields and Output Fields lists: each entry one field of the action. */
function fieldList(
	displayName: string,
	name: string,
	description: string,
	extra: INodeProperties[],
): INodeProperties {
	return {
		displayName,
		name,
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Field',
		default: {},
		description,
		options: [
			{
				displayName: 'Field',
				name: 'field',
				values: [
					{
						displayName: 'Name',
						name: 'name',
						type: 'string',
						default: '',
						placeholder: 'lead_score',
						description: 'Internal name: letters, digits and underscores, starting with a letter',
					},
					{
						displayName: 'Label',
						name: 'label',
						type: 'string',
						default: '',
						description: 'What HubSpot shows; the name when empty',
					},
					{
						displayName: 'Type',
						name: 'type',
						type: 'options',
						options: FIELD_TYPES.map((value) => ({ name: FIELD_TYPE_NAMES[value], value })),
						default: 'string',
					},
					{
						displayName: 'Values',
						name: 'options',
						type: 'string',
						default: '',
						placeholder: 'low, normal, high',
						description: 'The values a choice field offers, comma-separated',
						displayOptions: { show: { type: ['enumeration'] } },
					},
					...extra,
				],
			},
		],
	};
}

export const triggerProperties: INodeProperties[] = [
	{
		displayName:
			'HubSpot calls this workflow as a step of its workflows. Open the production URL in a browser (GET) to get the action\'s component file, save it as src/app/workflow-actions/n8n-action-hsmeta.json in your HubSpot project and run "hs project upload".',
		name: 'setupNotice',
		type: 'notice',
		default: '',
	},
	{
		displayName: 'Action Name',
		name: 'actionName',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'Score Lead in n8n',
		description: "The action's name in HubSpot's workflow editor",
	},
	{
		displayName: 'Object Types',
		name: 'objectTypes',
		type: 'multiOptions',
		options: ACTION_OBJECT_TYPES.map((value) => ({
			name: value.charAt(0) + value.slice(1).toLowerCase(),
			value,
		})),
		default: ['CONTACT'],
		description: 'The workflows the action is offered in, by the type of record they enroll',
	},
	fieldList(
		'Input Fields',
		'inputFields',
		'The values the HubSpot user fills in (a fixed value or a property of the enrolled record); each call carries them',
		[
			{
				displayName: 'Required',
				name: 'required',
				type: 'boolean',
				default: false,
				description: 'Whether HubSpot asks for a value before the workflow can be turned on',
			},
			{
				displayName: 'Description',
				name: 'description',
				type: 'string',
				default: '',
				description: 'Help text under the field in HubSpot',
			},
		],
	),
	fieldList(
		'Output Fields',
		'outputFields',
		'The values the action gives back, which later steps of the HubSpot workflow can use',
		[],
	),
	{
		displayName: 'Respond',
		name: 'responseMode',
		type: 'options',
		options: [
			{
				name: 'Later (Complete With HubSpot Automation)',
				value: ANSWER_LATER,
				description:
					'Answers BLOCK at once: HubSpot waits until a HubSpot Automation node completes the action with its callback ID',
			},
			{
				name: 'When Last Node Finishes',
				value: ANSWER_FROM_LAST_NODE,
				description:
					'HubSpot gets the first item of the last node, which must be {"outputFields": {…}}',
			},
		],
		default: ANSWER_LATER,
	},
	optionsCollection([
		{
			displayName: 'Accept V1/V2 Signatures',
			name: 'acceptV1V2Signatures',
			type: 'boolean',
			default: false,
			description:
				'Whether a call without a v3 signature may pass on its v1 or v2 signature. Those carry no timestamp: a captured call could be replayed.',
		},
		{
			displayName: 'Action Description',
			name: 'actionDescription',
			type: 'string',
			default: '',
			description: "The action's description in HubSpot's workflow editor",
		},
		{
			displayName: 'Block Expiration',
			name: 'expiration',
			type: 'string',
			default: '',
			placeholder: 'P1D',
			description:
				"How long HubSpot waits for the completion (ISO 8601 duration, e.g. P1D, PT12H); HubSpot's default (one week) when empty",
			displayOptions: { show: { '/responseMode': [ANSWER_LATER] } },
		},
		{
			displayName: 'Deduplicate',
			name: 'deduplicate',
			type: 'boolean',
			default: true,
			description:
				'Whether a call HubSpot repeats (same callback ID) is answered without starting the workflow again',
		},
		{
			displayName: 'Published',
			name: 'published',
			type: 'boolean',
			default: true,
			description:
				'Whether the action shows in the accounts that installed the app (isPublished of the component)',
		},
	]),
];
