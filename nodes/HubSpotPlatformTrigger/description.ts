import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { authentication, optionsCollection } from '../shared/execution/descriptions';
import { inVersions } from '../shared/execution/versions';
import { APP_SECRET } from '../shared/webhooks/appCredential';
import { DEFAULT_SETTLE_MS } from './crossProcess';
import {
	EVENT_TYPE_OPTIONS,
	GENERIC_EVENT_TYPE_OPTIONS,
	PROJECT_LEGACY_EVENT_TYPE_OPTIONS,
} from '../shared/webhooks/events';
import { WEBHOOK_OBJECT_TYPES } from '../shared/crm/objectTypes';
import { SUBSCRIPTIONS_IN_PROJECT, SUBSCRIPTIONS_MANAGED } from './projectApp';

const SUBSCRIPTION_OPTIONS: INodePropertyOptions[] = [
	{
		name: 'Declared in My HubSpot Project',
		value: SUBSCRIPTIONS_IN_PROJECT,
		description:
			"For project-based apps (every app created since June 2026): the project's webhooks configuration file declares the subscriptions; this node gives it ready to upload",
	},
	{
		name: 'Managed by This Trigger (Legacy Public App)',
		value: SUBSCRIPTIONS_MANAGED,
		description:
			"The node points a legacy public app's webhooks at this workflow through HubSpot's webhooks API. HubSpot stops supporting legacy public apps in September 2027.",
	},
];

/** Version 1's authentication choice, kept for the workflows saved with it. */
const { property: authenticationV1 } = authentication(['developerApiKey', 'oAuth2']);

/** The trigger's parameters. */
export const triggerProperties: INodeProperties[] = [
	...inVersions(
		[1],
		[
			authenticationV1,
			// Workflows saved with version 1 keep the behaviour they were built with.
			{
				displayName: 'Subscriptions',
				name: 'subscriptions',
				type: 'options',
				options: SUBSCRIPTION_OPTIONS,
				default: SUBSCRIPTIONS_MANAGED,
			},
		],
	),
	...inVersions({ from: 2 }, [
		{
			// From version 2 the app's client secret alone comes first: project-based apps need nothing else.
			...authenticationV1,
			options: [
				{ name: 'App Client Secret', value: APP_SECRET },
				...(authenticationV1.options as INodePropertyOptions[]).slice().reverse(),
			],
			default: APP_SECRET,
		},
		{
			displayName: 'Subscriptions',
			name: 'subscriptions',
			type: 'options',
			options: SUBSCRIPTION_OPTIONS,
			default: SUBSCRIPTIONS_IN_PROJECT,
		},
	]),
	{
		displayName:
			"The client secret of the chosen credential verifies every delivery. With the Developer API Key credential this node can also manage the app's webhook subscriptions. Legacy public apps, the only apps this works with, go unsupported in September 2027 and can no longer be created.",
		name: 'notice',
		type: 'notice',
		default: '',
		displayOptions: { show: { subscriptions: [SUBSCRIPTIONS_MANAGED] } },
	},
	{
		displayName:
			"Your HubSpot project declares this app's webhooks. Publish the workflow, then open this node's production URL (Webhook URLs above) with GET: it answers the ready webhooks-hsmeta.json for the events below, pointed at this workflow. Save it as src/app/webhooks/webhooks-hsmeta.json in the project and run hs project upload. Deliveries are verified with the app's client secret; this node calls no HubSpot API.",
		name: 'projectNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { subscriptions: [SUBSCRIPTIONS_IN_PROJECT] } },
	},
	{
		displayName: 'Event Types',
		name: 'eventTypes',
		type: 'multiOptions',
		options: [...EVENT_TYPE_OPTIONS].sort((a, b) => a.name.localeCompare(b.name)),
		default: [],
		required: true,
		displayOptions: { show: { subscriptions: [SUBSCRIPTIONS_MANAGED] } },
		description: 'The HubSpot events that start the workflow; events of other types are dropped',
	},
	{
		displayName: 'Event Types',
		name: 'genericEventTypes',
		type: 'multiOptions',
		options: GENERIC_EVENT_TYPE_OPTIONS,
		default: [],
		displayOptions: { show: { subscriptions: [SUBSCRIPTIONS_IN_PROJECT] } },
		description:
			'Generic events (object.*) for the object types below: the project declares them under crmObjects',
	},
	{
		displayName: 'Object Types',
		name: 'objectTypes',
		type: 'multiOptions',
		options: WEBHOOK_OBJECT_TYPES.map(({ name, label, typeId }) => ({
			name: label,
			value: name,
			description: `${name} (${typeId})`,
		})),
		default: [],
		displayOptions: { show: { subscriptions: [SUBSCRIPTIONS_IN_PROJECT] } },
		description: 'The object types the generic events concern; events of other types are dropped',
	},
	{
		displayName: 'Custom Object Type IDs',
		name: 'customObjectTypeIds',
		type: 'string',
		default: '',
		placeholder: 'e.g. 2-123456',
		displayOptions: { show: { subscriptions: [SUBSCRIPTIONS_IN_PROJECT] } },
		description:
			'Comma-separated type IDs of custom objects the generic events concern (HubSpot sends generic events of custom objects to apps distributed to one account only)',
	},
	{
		displayName: 'Legacy Event Types',
		name: 'legacyEventTypes',
		type: 'multiOptions',
		options: [...PROJECT_LEGACY_EVENT_TYPE_OPTIONS].sort((a, b) => a.name.localeCompare(b.name)),
		default: [],
		displayOptions: { show: { subscriptions: [SUBSCRIPTIONS_IN_PROJECT] } },
		description:
			'Events by their classic names (contact.creation, …): privacy deletions and conversations go under hubEvents, the others under legacyCrmObjects',
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
		displayOptions: { show: { subscriptions: [SUBSCRIPTIONS_MANAGED] } },
		description:
			'For the custom object types: the object type the events must concern (empty: any)',
	},
	{
		displayName: 'Custom Event Name',
		name: 'customEventName',
		type: 'string',
		default: '',
		placeholder: 'e.g. pe62515_order_shipped',
		displayOptions: { show: { subscriptions: [SUBSCRIPTIONS_MANAGED] } },
		description:
			'For Custom Event: Completed, the fully qualified name of the event (empty: any custom event)',
	},
	{
		displayName: 'Output',
		name: 'output',
		type: 'options',
		options: [
			{
				name: 'One Item per Event',
				value: 'perEvent',
				description: 'Each event of a delivery becomes an item',
			},
			{
				name: 'One Item per Delivery',
				value: 'perDelivery',
				description: 'All events of a delivery in one item',
			},
		],
		default: 'perEvent',
	},
	{
		displayName: 'Manage Subscriptions',
		name: 'manageSubscriptions',
		type: 'boolean',
		default: true,
		displayOptions: {
			show: { subscriptions: [SUBSCRIPTIONS_MANAGED], authentication: ['developerApiKey'] },
		},
		description:
			"Whether to point the app's webhook URL at this workflow and activate a subscription for each selected event type on activation, and pause them on deactivation",
	},
	{
		displayName: "Take Over the App's Webhook URL",
		name: 'takeOverTargetUrl',
		type: 'boolean',
		default: false,
		displayOptions: {
			show: {
				subscriptions: [SUBSCRIPTIONS_MANAGED],
				authentication: ['developerApiKey'],
				manageSubscriptions: [true],
			},
		},
		description:
			'Whether to point the app at this workflow even when its webhook URL leads somewhere else. An app has one webhook URL: whatever received its events there stops receiving them.',
	},
	optionsCollection([
		{
			displayName: 'Accept V1/V2 Signatures',
			name: 'acceptV1V2Signatures',
			type: 'boolean',
			default: false,
			description:
				'Whether to accept deliveries signed only with X-HubSpot-Signature (v1 or v2), for HubSpot features that do not sign with v3. Risky: v1/v2 signatures carry no timestamp, so anyone who captures one delivery can replay it at any time, and a v1 signature does not cover the URL. Deliveries with a v3 signature are always checked on it.',
		},
		{
			displayName: 'Deduplicate Across Processes',
			name: 'deduplicateAcrossProcesses',
			type: 'boolean',
			default: false,
			description:
				"Whether to keep an event whose deliveries reach several n8n processes (queue mode with webhook processes, multi-main) from starting more than once, in all but rare cases (see the README). Each delivery's events are claimed in the workflow's static data, then confirmed by one extra request to this workflow's production webhook URL, which must be reachable from n8n itself; HubSpot is answered about one settle delay later. Needs Drop Retried Deliveries and the app's client secret.",
		},
		{
			displayName: 'Drop Retried Deliveries',
			name: 'deduplicate',
			type: 'boolean',
			default: true,
			description:
				'Whether to start the workflow only once per event when HubSpot delivers it again (same event and subscription ID) within 24 hours. Guaranteed within one running n8n process; across a restart for the last 1,000 events whose delivery n8n had finished saving (static data, saved as the trigger answers). With several webhook processes (queue mode, multi-main) turn on Deduplicate Across Processes too.',
		},
		{
			displayName: 'Settle Delay (Ms)',
			name: 'settleDelayMs',
			type: 'number',
			typeOptions: { minValue: 10, maxValue: 2000 },
			default: DEFAULT_SETTLE_MS,
			description:
				"With Deduplicate Across Processes: how long a delivery waits for n8n to save its claims before confirming them. Raise it when n8n's database saves slowly; HubSpot is answered within 4 s whatever it is.",
		},
		{
			displayName: 'Skip Signature Verification',
			name: 'skipSignatureVerification',
			type: 'boolean',
			default: false,
			description:
				'Whether to accept deliveries without checking their HubSpot signature. Dangerous: anyone who learns the URL can then start this workflow with made-up events. Use it only for tests.',
		},
	]),
];
