/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { SEED_MARKETING_EVENTS } from '../../sandbox/state/marketingEvents';
import {
	byId,
	contactByEmail,
	createContacts,
	createWebinar,
	runMarketingEvents,
	useMarketingEventsSandbox,
} from './fixture';

const { productWebinar } = SEED_MARKETING_EVENTS;
const record = (extra: INodeParameters = {}) => ({
	resource: 'participation',
	operation: 'record',
	eventId: byId(productWebinar.objectId),
	state: 'attend',
	email: '={{ $json.email }}',
	interactionDateTime: '={{ $json.at }}',
	...extra,
});
const participations = (extra: INodeParameters = {}) => ({
	resource: 'participation',
	operation: 'getMany',
	eventId: byId(productWebinar.objectId),
	returnAll: true,
	...extra,
});
const attendees = [
	{ email: 'ada@example.com', at: '2026-10-01T16:02:00Z' },
	{ email: 'grace@example.com', at: '2026-10-01T16:05:00Z' },
	{ email: 'alan@example.com', at: '2026-10-01T16:09:00Z' },
];

describe('HubSpot Marketing Events: participations, through the engine against the sandbox', () => {
	const state = useMarketingEventsSandbox();

	it('records attendance for many e-mails in one request, creating the contacts HubSpot does not know, and lists them', async () => {
		const [known] = await createContacts(state.sb, [
			{ email: 'ada@example.com', firstname: 'Ada' },
		]);
		const result = await runMarketingEvents(
			state.sb,
			record({ options: { joinedAt: '={{ $json.at }}', lastname: 'From Zoom' } }),
			attendees,
		);
		expect(pairs(result)).toEqual([0, 1, 2]);
		const [ada, grace, alan] = jsonOf(result);
		expect(ada).toEqual({
			objectId: productWebinar.objectId,
			state: 'attend',
			occurredAt: '2026-10-01T16:02:00.000Z',
			contactId: known,
			email: 'ada@example.com',
		});
		expect(grace.contactId).toMatch(/^\d+$/);
		expect(alan.contactId).not.toEqual(grace.contactId);
		const sent = await state.sb.requests();
		const attendance = sent.filter((r) => r.path.includes('/attendance/'));
		expect(attendance).toHaveLength(1);
		expect(attendance[0].path).toMatch(/\/480001\/attendance\/attend\/email-create$/);
		expect((attendance[0].body as { inputs: unknown[] }).inputs[1]).toEqual({
			email: 'grace@example.com',
			interactionDateTime: Date.parse('2026-10-01T16:05:00Z'),
			properties: { joinedAt: String(Date.parse('2026-10-01T16:05:00Z')) },
			contactProperties: { lastname: 'From Zoom' },
		});
		expect(await contactByEmail(state.sb, 'grace@example.com')).toMatchObject({
			lastname: 'From Zoom',
		});

		const counted = await runMarketingEvents(state.sb, {
			resource: 'marketingEvent',
			operation: 'get',
			eventId: byId(productWebinar.objectId),
		});
		expect(jsonOf(counted)[0]).toMatchObject({ registrants: 3, attendees: 3, cancellations: 0 });
		const listed = await runMarketingEvents(state.sb, participations());
		expect(
			jsonOf(listed).map((p) => [
				(p.associations as { contact: { email: string } }).contact.email,
				(p.properties as { attendanceState: string }).attendanceState,
			]),
		).toEqual([
			['ada@example.com', 'ATTENDED'],
			['grace@example.com', 'ATTENDED'],
			['alan@example.com', 'ATTENDED'],
		]);
	});

	it('records registrations and cancellations by contact ID, keyed by external ids, one error item for an unknown contact', async () => {
		const created = jsonOf(
			await runMarketingEvents(state.sb, createWebinar(), [{ webinarId: '88010001', topic: 'T' }]),
		)[0];
		const [ada, grace] = await createContacts(state.sb, [
			{ email: 'ada@example.com' },
			{ email: 'grace@example.com' },
		]);
		const external = {
			eventBy: 'externalIds',
			externalAccountId: 'zoom-account-1',
			externalEventId: '88010001',
			contactBy: 'contactId',
			contactId: '={{ $json.id }}',
			state: '={{ $json.state }}',
		};
		const result = await runMarketingEvents(
			state.sb,
			record(external),
			[
				{ id: ada, state: 'register' },
				{ id: grace, state: 'register' },
				{ id: '999999999', state: 'register' },
				{ id: grace, state: 'cancel' },
			],
			true,
		);
		expect(pairs(result)).toEqual([0, 1, 2, 3]);
		const out = jsonOf(result);
		expect(out[0]).toMatchObject({
			externalEventId: '88010001',
			state: 'register',
			contactId: ada,
		});
		expect(out[2]).toMatchObject({ category: 'OBJECT_NOT_FOUND' });
		expect(String(out[2].error)).toContain('Contact 999999999 does not exist');
		expect(out[3]).toMatchObject({ state: 'cancel', contactId: grace });
		const paths = (await state.sb.requests())
			.filter((r) => r.path.includes('/attendance/'))
			.map(
				(r) =>
					`${r.path.replace(/^.*marketing-events(\/[^/]+)?\/attendance/, '')}?${r.query.externalAccountId}`,
			);
		expect(paths).toEqual([
			'/88010001/register/create?zoom-account-1',
			'/88010001/cancel/create?zoom-account-1',
		]);

		const cancelled = await runMarketingEvents(
			state.sb,
			participations({ eventId: byId(String(created.objectId)), filters: { state: 'CANCELLED' } }),
		);
		expect(
			jsonOf(cancelled).map(
				(p) => (p.associations as { contact: { contactId: string } }).contact.contactId,
			),
		).toEqual([grace]);
		const ofContact = await runMarketingEvents(
			state.sb,
			participations({ of: 'contact', contact: 'ada@example.com' }),
		);
		expect(jsonOf(ofContact)).toEqual([
			expect.objectContaining({
				associations: expect.objectContaining({
					marketingEvent: expect.objectContaining({ externalEventId: '88010001' }),
				}),
				properties: expect.objectContaining({ attendanceState: 'REGISTERED' }),
			}),
		]);
		const limited = await runMarketingEvents(
			state.sb,
			participations({ eventId: byId(String(created.objectId)), returnAll: false, limit: 1 }),
		);
		expect(limited.items).toHaveLength(1);
	});

	it('sends 100 contacts a request: 101 items make two requests', async () => {
		const items = Array.from({ length: 101 }, (_, i) => ({
			email: `attendee${i}@example.com`,
			at: '2026-10-01T16:00:00Z',
		}));
		const result = await runMarketingEvents(state.sb, record(), items);
		expect(result.items).toHaveLength(101);
		expect(jsonOf(result)[100]).toMatchObject({ email: 'attendee100@example.com' });
		const sent = (await state.sb.requests()).filter((r) => r.path.includes('/attendance/'));
		expect(sent.map((r) => (r.body as { inputs: unknown[] }).inputs.length)).toEqual([100, 1]);
	});

	it('refuses bad input naming the field and the item before any request', async () => {
		const cases: Array<[INodeParameters, IDataObject, RegExp]> = [
			[
				record({ state: '={{ $json.state }}' }),
				{ state: 'attended' },
				/^State: must be one of register, attend, cancel.*\(item 1\)$/,
			],
			[
				record({ state: '={{ $json.state }}', options: { joinedAt: '2026-10-01T16:00:00Z' } }),
				{ state: 'register' },
				/^Joined At: applies to the state Attended only \(item 1\)$/,
			],
			[
				record({ options: { joinedAt: '2026-10-01T17:00:00Z', leftAt: '={{ $json.left }}' } }),
				{ left: '2026-10-01T16:00:00Z' },
				/^Left At: must not be before Joined At .*\(item 1\)$/,
			],
			[record(), { email: 'not an address' }, /^Email: must be an e-mail address.*\(item 1\)$/],
			[
				record({ contactBy: 'contactId', contactId: '={{ $json.id }}' }),
				{ id: 'ada' },
				/^Contact ID: must be digits only.*\(item 1\)$/,
			],
			[
				record({
					eventBy: 'externalIds',
					externalAccountId: 'zoom-account-1',
					externalEventId: '={{ $json.webinar }}',
				}),
				{},
				/^External Event ID: must not be empty \(item 1\)$/,
			],
			[
				record({ interactionDateTime: '={{ $json.when }}' }),
				{ when: 'yesterday' },
				/^Occurred At: must be a date and time.*\(item 1\)$/,
			],
		];
		for (const [parameters, bad, message] of cases) {
			const result = await runMarketingEvents(state.sb, parameters, [
				{ ...attendees[0], state: 'attend', id: '1001', webinar: '88010001' },
				{ ...attendees[1], ...bad },
			]);
			expect(result.error?.message).toMatch(message);
		}
		expect(await state.sb.requests()).toEqual([]);
	});
});
