import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { itemReader } from '../../../shared/execution/itemParameters';
import {
	boundedInteger,
	requiredDateTime,
	readEmailAddress,
	readText,
	requiredString,
} from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { meetingLinkLocator, slugOf, timezoneField, timezoneOf } from './meetingLinkFields';

const properties: INodeProperties[] = [
	meetingLinkLocator,
	{
		displayName: 'Start Time',
		name: 'startTime',
		type: 'dateTime',
		required: true,
		default: '',
		description: 'A free start time of the link (Get Availability lists them)',
	},
	{
		displayName: 'Duration (Minutes)',
		name: 'durationMinutes',
		type: 'number',
		required: true,
		typeOptions: { minValue: 1, maxValue: 1440 },
		default: 30,
		description: 'One of the meeting lengths the link offers',
	},
	{
		displayName: 'First Name',
		name: 'firstName',
		type: 'string',
		required: true,
		default: '',
	},
	{ displayName: 'Last Name', name: 'lastName', type: 'string', required: true, default: '' },
	{
		displayName: 'Email',
		name: 'email',
		type: 'string',
		placeholder: 'name@email.com',
		required: true,
		default: '',
		description: "The guest's address: HubSpot finds the contact by it, or creates it",
	},
	timezoneField,
	optionsCollection([
		{
			displayName: 'Locale',
			name: 'locale',
			type: 'string',
			placeholder: 'en-us',
			default: '',
			description: 'The language of the confirmation',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['meetingLink'], operation: ['book'] } },
	properties,
);

/** Books a meeting on the link for each item's guest: the contact and the meeting are HubSpot's to make. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const slug = slugOf(this, itemIndex);
		const startMs = requiredDateTime(
			this,
			read('startTime', itemIndex, ''),
			'Start Time',
			itemIndex,
		);
		const minutes = boundedInteger(
			this,
			read('durationMinutes', itemIndex),
			'Duration (Minutes)',
			itemIndex,
			1,
			1440,
		);
		const locale = readText(this, read('options.locale', itemIndex, ''), 'Locale', itemIndex);
		const body: IDataObject = {
			slug,
			startTime: new Date(startMs).toISOString(),
			duration: minutes * 60_000,
			firstName: requiredString(this, 'firstName', 'First Name', itemIndex),
			lastName: requiredString(this, 'lastName', 'Last Name', itemIndex),
			email: readEmailAddress(this, read('email', itemIndex, ''), 'Email', itemIndex),
			timezone: timezoneOf(this, itemIndex),
			// Required by HubSpot; a link's form fields and consent are not asked here.
			formFields: [],
			legalConsentResponses: [],
			likelyAvailableUserIds: [],
			...(locale.trim() ? { locale: locale.trim() } : {}),
		};
		return async () =>
			await hubSpotApi<IDataObject>(this, {
				method: 'POST',
				endpoint: ENDPOINTS.meetingBooking,
				body,
				itemIndex,
			});
	});
}
