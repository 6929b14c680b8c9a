import { DateTime } from 'luxon';
import { toHubSpotValue } from '../../nodes/HubSpotCrm/actions/record/write/mapper';
import type { PropertyDefinition } from '../../nodes/shared/crm/propertyDefinitions';

const date: PropertyDefinition = { name: 'date_of_birth', type: 'date', fieldType: 'date' };
const datetime: PropertyDefinition = { name: 'closedate', type: 'datetime', fieldType: 'date' };
const stage: PropertyDefinition = {
	name: 'dealstage',
	type: 'enumeration',
	fieldType: 'select',
	options: [{ label: 'Closed won', value: 'closedwon' }],
};
const owner: PropertyDefinition = {
	name: 'hubspot_owner_id',
	type: 'enumeration',
	fieldType: 'select',
	options: [],
};

describe('property values in the forms HubSpot stores', () => {
	it('takes Luxon DateTimes: a datetime as its instant, a date as its calendar day in its own zone', () => {
		const tokyo = DateTime.fromISO('1990-05-01T00:30:00', { zone: 'Asia/Tokyo' });
		expect(toHubSpotValue(datetime, tokyo)).toEqual({ value: String(tokyo.toMillis()) });
		expect(toHubSpotValue(date, tokyo)).toEqual({ value: String(Date.UTC(1990, 4, 1)) });
		expect(toHubSpotValue(date, DateTime.invalid('broken'))).toEqual({
			problem: expect.stringMatching(/^must be a date/),
		});
	});

	it('takes JavaScript dates and epoch milliseconds; a date at another time of day becomes its midnight UTC', () => {
		expect(toHubSpotValue(datetime, new Date('2024-05-10T16:50:41.180Z'))).toEqual({
			value: '1715359841180',
		});
		expect(toHubSpotValue(date, 1715359841180)).toEqual({ value: String(Date.UTC(2024, 4, 10)) });
		expect(toHubSpotValue(datetime, 1.5)).toEqual({
			problem: expect.stringMatching(/^must be a date and time/),
		});
	});

	it('finds an option by its value or its label; options kept elsewhere (owners) pass as given', () => {
		expect(toHubSpotValue(stage, 'Closed won')).toEqual({ value: 'closedwon' });
		expect(toHubSpotValue(stage, 'closedwon')).toEqual({ value: 'closedwon' });
		expect(toHubSpotValue(owner, 6166860)).toEqual({ value: '6166860' });
	});

	it('clears with null and the empty text, whatever the type', () => {
		for (const definition of [date, datetime, stage, undefined]) {
			expect(toHubSpotValue(definition, null)).toEqual({ value: '' });
			expect(toHubSpotValue(definition, '')).toEqual({ value: '' });
		}
	});
});
