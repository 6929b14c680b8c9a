import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { runItemBatches, sendInputs } from '../../../shared/execution/batching';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import {
	invalidInput,
	readDateTime,
	readEmailAddress,
	readIntegerId,
	readText,
} from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment, type PathSegments } from '../../../shared/transport/paths';
import { checkOrder } from '../../helpers/dateTimes';
import { eventTargetFields, readEventTarget, type EventTarget } from '../../helpers/eventTarget';

/** Contacts HubSpot takes in one request (*uncertain*: its spec states no maximum; 100 is its usual batch size). */
const MAX_PER_REQUEST = 100;

/** The states a participation is recorded in, as HubSpot's path names them. */
const STATES = ['register', 'attend', 'cancel'] as const;
type SubscriberState = (typeof STATES)[number];

const properties: INodeProperties[] = [
	...eventTargetFields,
	{
		displayName: 'State',
		name: 'state',
		type: 'options',
		options: [
			{ name: 'Registered', value: 'register', description: 'The contact registered' },
			{ name: 'Attended', value: 'attend', description: 'The contact attended' },
			{ name: 'Cancelled', value: 'cancel', description: 'The contact cancelled the registration' },
		],
		default: 'register',
		description: "What happened: HubSpot's state of the contact in the event",
	},
	{
		displayName: 'Contact By',
		name: 'contactBy',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Email',
				value: 'email',
				description: 'HubSpot creates a contact for an address it does not know',
			},
			{ name: 'Contact ID', value: 'contactId', description: "The contact's record ID" },
		],
		default: 'email',
	},
	{
		displayName: 'Email',
		name: 'email',
		type: 'string',
		placeholder: 'name@example.com',
		required: true,
		default: '',
		displayOptions: { show: { contactBy: ['email'] } },
	},
	{
		displayName: 'Contact ID',
		name: 'contactId',
		type: 'string',
		placeholder: '1000001',
		required: true,
		default: '',
		displayOptions: { show: { contactBy: ['contactId'] } },
	},
	{
		displayName: 'Occurred At',
		name: 'interactionDateTime',
		type: 'dateTime',
		default: '',
		description: 'When the contact registered, attended or cancelled; now when empty',
	},
	optionsCollection([
		{
			displayName: 'Joined At',
			name: 'joinedAt',
			type: 'dateTime',
			default: '',
			description: 'When the contact joined (Attended only)',
		},
		{
			displayName: 'Left At',
			name: 'leftAt',
			type: 'dateTime',
			default: '',
			description: 'When the contact left (Attended only; not before Joined At)',
		},
		{
			displayName: 'First Name',
			name: 'firstname',
			type: 'string',
			default: '',
			description: 'For a contact HubSpot creates from the address (Contact By: Email)',
		},
		{
			displayName: 'Last Name',
			name: 'lastname',
			type: 'string',
			default: '',
			description: 'For a contact HubSpot creates from the address (Contact By: Email)',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['participation'], operation: ['record'] } },
	properties,
);

/** The request items of one event, state and identification go in. */
interface RequestGroup {
	byEmail: boolean;
	endpoint:
		| 'marketingEventAttendance'
		| 'marketingEventAttendanceByEmail'
		| 'marketingEventAttendanceByExternalId'
		| 'marketingEventAttendanceByExternalIdAndEmail';
	segments: PathSegments;
	qs: IDataObject;
}

function requestGroup(
	ctx: IExecuteFunctions,
	target: EventTarget,
	state: SubscriberState,
	byEmail: boolean,
	itemIndex: number,
): RequestGroup {
	const subscriberState = pathSegment(ctx, state, 'State', itemIndex);
	if ('objectId' in target)
		return {
			byEmail,
			endpoint: byEmail ? 'marketingEventAttendanceByEmail' : 'marketingEventAttendance',
			segments: {
				objectId: pathSegment(ctx, target.objectId, 'Event', itemIndex),
				subscriberState,
			},
			qs: {},
		};
	return {
		byEmail,
		endpoint: byEmail
			? 'marketingEventAttendanceByExternalIdAndEmail'
			: 'marketingEventAttendanceByExternalId',
		segments: {
			externalEventId: pathSegment(ctx, target.externalEventId, 'External Event ID', itemIndex),
			subscriberState,
		},
		qs: { externalAccountId: target.externalAccountId },
	};
}

/** The item's state, one of HubSpot's three. */
function readState(ctx: IExecuteFunctions, itemIndex: number): SubscriberState {
	const value = itemReader(ctx)('state', itemIndex, '');
	if (!STATES.includes(value as SubscriberState))
		throw invalidInput(
			ctx,
			'State',
			itemIndex,
			`must be one of ${STATES.join(', ')} (Registered, Attended, Cancelled), got ${JSON.stringify(value)}`,
		);
	return value as SubscriberState;
}

/**
 * Records each item's contact as registered, attended or cancelled in an event: every item read and
 * checked first, then the items of the same event, state and identification in batches of 100,
 * each item answered with its contact or its own error. By e-mail, HubSpot creates the contacts it
 * does not know (with the first and last name given).
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	const recorded = new Map<number, IDataObject>();
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const target = readEventTarget(this, itemIndex);
			const state = readState(this, itemIndex);
			const byEmail = read('contactBy', itemIndex, 'email') !== 'contactId';
			const contact = byEmail
				? readEmailAddress(this, read('email', itemIndex, ''), 'Email', itemIndex)
				: readIntegerId(this, read('contactId', itemIndex, ''), 'Contact ID', itemIndex);
			// HubSpot takes `vid` as a JSON number: an id beyond what a number holds exactly would change.
			if (!byEmail && !Number.isSafeInteger(Number(contact)))
				throw invalidInput(this, 'Contact ID', itemIndex, `is too large to send as a number`);
			const at =
				readDateTime(this, read('interactionDateTime', itemIndex, ''), 'Occurred At', itemIndex) ??
				Date.now();
			const joined = {
				field: 'Joined At',
				ms: readDateTime(this, read('options.joinedAt', itemIndex, ''), 'Joined At', itemIndex),
			};
			const left = {
				field: 'Left At',
				ms: readDateTime(this, read('options.leftAt', itemIndex, ''), 'Left At', itemIndex),
			};
			for (const time of [joined, left])
				if (time.ms !== undefined && state !== 'attend')
					throw invalidInput(this, time.field, itemIndex, 'applies to the state Attended only');
			checkOrder(this, joined, left, itemIndex);
			const attendance: IDataObject = {};
			if (joined.ms !== undefined) attendance.joinedAt = String(joined.ms);
			if (left.ms !== undefined) attendance.leftAt = String(left.ms);
			const contactProperties: IDataObject = {};
			for (const [name, field] of [
				['firstname', 'First Name'],
				['lastname', 'Last Name'],
			]) {
				const value = readText(this, read(`options.${name}`, itemIndex, ''), field, itemIndex);
				if (value.trim() !== '') contactProperties[name] = value.trim();
			}
			recorded.set(itemIndex, { ...target, state, occurredAt: new Date(at).toISOString() });
			return {
				key: byEmail ? contact.toLowerCase() : contact,
				body: byEmail
					? { email: contact, interactionDateTime: at, properties: attendance, contactProperties }
					: { vid: Number(contact), interactionDateTime: at, properties: attendance },
				requestGroup: requestGroup(this, target, state, byEmail, itemIndex),
			};
		},
		(group) => ({
			maxPerRequest: MAX_PER_REQUEST,
			// Recording a state again leaves it as it was: safe to repeat.
			send: sendInputs(this, ENDPOINTS[group.endpoint], group.segments, {
				qs: group.qs,
				idempotent: true,
			}),
			resultKeys: (result) =>
				group.byEmail ? [String(result.email).toLowerCase()] : [String(result.vid)],
		}),
		(result, itemIndex) => ({
			...recorded.get(itemIndex),
			contactId: String(result.vid),
			...(result.email === undefined ? {} : { email: result.email }),
		}),
	);
}
