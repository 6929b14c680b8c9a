import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { readText, invalidInput } from '../../../shared/execution/validation';

/** The meeting link: picked from the account's links or given by its slug (the end of its URL). */
export const meetingLinkLocator: INodeProperties = {
	displayName: 'Meeting Link',
	name: 'slug',
	type: 'resourceLocator',
	required: true,
	default: { mode: 'list', value: '' },
	description: 'The meeting link (its slug: the last part of its URL)',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchMeetingLinks', searchable: true },
		},
		{
			displayName: 'By Slug',
			name: 'id',
			type: 'string',
			placeholder: 'jane-doe',
			validation: [
				{
					type: 'regex',
					properties: {
						regex: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
						errorMessage: 'A slug is letters, digits, - and _',
					},
				},
			],
		},
	],
};

export const timezoneField: INodeProperties = {
	displayName: 'Time Zone',
	name: 'timezone',
	type: 'string',
	required: true,
	default: 'UTC',
	placeholder: 'Europe/Berlin',
	description: 'The IANA time zone HubSpot reads and shows the times in',
};

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** An item's meeting link slug. */
export function slugOf(ctx: IExecuteFunctions, itemIndex: number): string {
	const read = itemReader(ctx);
	const slug = readText(
		ctx,
		read('slug', itemIndex, '', { extractValue: true }),
		'Meeting Link',
		itemIndex,
	).trim();
	if (slug === '') throw invalidInput(ctx, 'Meeting Link', itemIndex, 'must not be empty');
	if (!SLUG.test(slug))
		throw invalidInput(
			ctx,
			'Meeting Link',
			itemIndex,
			`must be a slug (letters, digits, - and _), got ${JSON.stringify(slug.slice(0, 60))}`,
		);
	return slug;
}

/** An item's time zone: an IANA name the runtime knows. */
export function timezoneOf(ctx: IExecuteFunctions, itemIndex: number): string {
	const read = itemReader(ctx);
	const timezone = readText(ctx, read('timezone', itemIndex, ''), 'Time Zone', itemIndex).trim();
	if (timezone === '') throw invalidInput(ctx, 'Time Zone', itemIndex, 'must not be empty');
	try {
		new Intl.DateTimeFormat('en', { timeZone: timezone });
	} catch {
		throw invalidInput(
			ctx,
			'Time Zone',
			itemIndex,
			`must be an IANA time zone such as Europe/Berlin, got ${JSON.stringify(timezone.slice(0, 60))}`,
		);
	}
	return timezone;
}
