import type { INodeProperties } from 'n8n-workflow';
import { EVENT_TYPE_OPTIONS } from './events';

/** The trigger's parameters besides `authentication`. */
export const triggerProperties: INodeProperties[] = [
	{
		displayName:
			'The client secret of the chosen credential verifies every delivery. With the Developer API Key credential this node can also manage the app\'s webhook subscriptions.',
		name: 'notice',
		type: 'notice',
		default: '',
	},
	{
		displayName: 'Event Types',
		name: 'eventTypes',
		type: 'multiOptions',
		options: [...EVENT_TYPE_OPTIONS].sort((a, b) => a.name.localeCompare(b.name)),
		default: [],
		required: true,
		description: 'The HubSpot events that start the workflow; events of other types are dropped',
	},
	{
		displayName: 'Property Names',
		name: 'propertyNames',
		type: 'string',
		default: '',
		placeholder: 'e.g. email, lifecyclestage',
		description:
			'Comma-separated internal property names, for the property change types: only changes of these properties start the workflow (empty: any property). Subscriptions are made one per property.',
	},
	{
		displayName: 'Custom Object Type ID',
		name: 'customObjectTypeId',
		type: 'string',
		default: '',
		placeholder: 'e.g. 2-123456',
		description: 'For the custom object types: the object type the events must concern (empty: any)',
	},
	{
		displayName: 'Custom Event Name',
		name: 'customEventName',
		type: 'string',
		default: '',
		placeholder: 'e.g. pe62515_order_shipped',
		description: 'For Custom Event: Completed, the fully qualified name of the event (empty: any custom event)',
	},
	{
		displayName: 'Output',
		name: 'output',
		type: 'options',
		options: [
			{ name: 'One Item per Event', value: 'perEvent', description: 'Each event of a delivery becomes an item' },
			{ name: 'One Item per Delivery', value: 'perDelivery', description: 'All events of a delivery in one item' },
		],
		default: 'perEvent',
	},
	{
		displayName: 'Manage Subscriptions',
		name: 'manageSubscriptions',
		type: 'boolean',
		default: true,
		displayOptions: { show: { authentication: ['developerApiKey'] } },
		description:
			"Whether to point the app's webhook URL at this workflow and activate a subscription for each selected event type on activation, and pause them on deactivation",
	},
	{
		displayName: "Take Over the App's Webhook URL",
		name: 'takeOverTargetUrl',
		type: 'boolean',
		default: false,
		displayOptions: { show: { authentication: ['developerApiKey'], manageSubscriptions: [true] } },
		description:
			'Whether to point the app at this workflow even when its webhook URL leads somewhere else. An app has one webhook URL: whatever received its events there stops receiving them.',
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Drop Retried Deliveries',
				name: 'deduplicate',
				type: 'boolean',
				default: true,
				description:
					'Whether to start the workflow only once per event when HubSpot delivers it again (same event and subscription ID) within 24 hours. Guaranteed within one running n8n process; across a restart for the last 1,000 events whose delivery n8n had finished saving (static data, saved as the trigger answers). With several webhook processes (queue mode) repeats reaching another process can run again.',
			},
			{
				// HubSpot spells its signature versions in lower case (v1, v2, v3).
				// eslint-disable-next-line n8n-nodes-base/node-param-display-name-miscased
				displayName: 'Accept v1/v2 Signatures',
				name: 'acceptV1V2Signatures',
				type: 'boolean',
				default: false,
				description:
					'Whether to accept deliveries signed only with X-HubSpot-Signature (v1 or v2), for HubSpot features that do not sign with v3. Risky: v1/v2 signatures carry no timestamp, so anyone who captures one delivery can replay it at any time, and a v1 signature does not cover the URL. Deliveries with a v3 signature are always checked on it.',
			},
			{
				displayName: 'Skip Signature Verification',
				name: 'skipSignatureVerification',
				type: 'boolean',
				default: false,
				description:
					'Whether to accept deliveries without checking their HubSpot signature. Dangerous: anyone who learns the URL can then start this workflow with made-up events. Use it only for tests.',
			},
		],
	},
];
