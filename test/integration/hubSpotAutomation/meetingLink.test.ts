/** @apiVersionModes all */
import { searchMeetingLinks } from '../../../nodes/HubSpotAutomation/methods/listSearch';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { ACCOUNT } from '../../sandbox/account';
import { SEED_MEETING_LINKS } from '../../sandbox/state/meetingLinks';
import {
	byId,
	editingAutomation,
	editingWithContactsOnly,
	runAutomation,
	useAutomationSandbox,
} from './fixture';

const meetingLink = (operation: string, extra: Record<string, unknown> = {}) => ({
	resource: 'meetingLink',
	operation,
	...extra,
});
const book = (extra: Record<string, unknown> = {}) =>
	meetingLink('book', {
		slug: byId(SEED_MEETING_LINKS.demo.slug),
		startTime: '={{ $json.startTime }}',
		durationMinutes: 30,
		firstName: 'Ada',
		lastName: 'Lovelace',
		email: 'ada@example.com',
		timezone: 'Europe/London',
		...extra,
	});

describe('HubSpot Automation: meeting links, through the engine against the sandbox', () => {
	const state = useAutomationSandbox();
	const freeSlots = async (slug: string = SEED_MEETING_LINKS.demo.slug) =>
		jsonOf(
			await runAutomation(
				state.sb,
				meetingLink('getAvailability', { slug: byId(slug), timezone: 'Europe/Berlin' }),
			),
		);

	it("lists a user's meeting links", async () => {
		const result = await runAutomation(
			state.sb,
			meetingLink('getMany', { organizerUserId: String(ACCOUNT.userId), returnAll: true }),
		);
		expect(jsonOf(result).map((l) => [l.slug, l.type, l.defaultLink])).toEqual([
			['demo-user', 'PERSONAL_LINK', true],
			['demo-user-intro', 'PERSONAL_LINK', false],
		]);
		const graces = await runAutomation(
			state.sb,
			meetingLink('getMany', { organizerUserId: '9100002', returnAll: true }),
		);
		expect(jsonOf(graces).map((l) => l.slug)).toEqual(['sales-team']);
	});

	it('reads the free times of a link, one item per slot and meeting length, and books one, which is then taken', async () => {
		const slots = await freeSlots();
		expect(slots.length).toBeGreaterThan(10);
		expect(new Set(slots.map((s) => s.durationMinutes))).toEqual(new Set([30, 60]));
		const first = slots.find((s) => s.durationMinutes === 30)!;
		expect(first).toMatchObject({ slug: 'demo-user', startTime: expect.any(String) });
		const booked = await runAutomation(state.sb, book(), [{ startTime: first.startTime }]);
		const [meeting] = jsonOf(booked);
		expect(meeting).toMatchObject({
			calendarEventId: expect.any(String),
			start: first.startTime,
			duration: 1_800_000,
			bookingTimezone: 'Europe/London',
		});
		const contact = await state.sb.record('contacts', String(meeting.contactId), ['email']);
		expect(contact.body).toMatchObject({ properties: { email: 'ada@example.com' } });
		expect((await freeSlots()).map((s) => s.startTime)).not.toContain(first.startTime);
		const again = await runAutomation(state.sb, book(), [{ startTime: first.startTime }], true);
		expect(jsonOf(again)[0]).toMatchObject({ httpCode: '400' });
		expect(String(jsonOf(again)[0].error)).toContain('not available');
	});

	it("passes on HubSpot's refusal of a length the link does not offer, one error item per input", async () => {
		const [slot] = await freeSlots();
		const result = await runAutomation(
			state.sb,
			book({ durationMinutes: '={{ $json.minutes }}' }),
			[
				{ startTime: slot.startTime, minutes: 45 },
				{ startTime: slot.startTime, minutes: 30 },
			],
			true,
		);
		expect(pairs(result)).toEqual([0, 1]);
		expect(String(jsonOf(result)[0].error)).toContain('is not offered');
		expect(jsonOf(result)[1]).toMatchObject({ calendarEventId: expect.any(String) });
	});

	it('takes the start time as a DateTime an expression gives ({{ $now }}-style), as the date nodes pass it', async () => {
		const [slot] = await freeSlots();
		const result = await runAutomation(
			state.sb,
			book({ startTime: '={{ DateTime.fromISO($json.at) }}' }),
			[{ at: slot.startTime }],
		);
		expect(jsonOf(result)[0]).toMatchObject({ start: slot.startTime });
	});

	it('refuses bad input naming the field and the item before any request', async () => {
		const cases: Array<[Record<string, unknown>, RegExp]> = [
			[{ startTime: 'next tuesday' }, /^Start Time: must be a date and time.*\(item 0\)$/],
			[{ email: 'ada' }, /^Email: .*\(item 0\)$/],
			[{ timezone: 'Mars/Olympus' }, /^Time Zone: must be an IANA time zone.*\(item 0\)$/],
			[{ slug: byId('={{ "../admin" }}') }, /^Meeting Link: must be a slug.*\(item 0\)$/],
			[{ firstName: ' ' }, /^First Name: must not be empty \(item 0\)$/],
		];
		for (const [change, message] of cases) {
			const result = await runAutomation(state.sb, book(change), [
				{ startTime: '2026-12-01T09:00:00Z' },
			]);
			expect(result.error?.message).toMatch(message);
		}
		expect(await state.sb.requests()).toEqual([]);
	});

	it('offers the meeting links in the picker by name and slug, and names a missing scope', async () => {
		const picker = editingAutomation(state.sb, meetingLink('book'), 'slug');
		expect((await searchMeetingLinks.call(picker)).results.map((r) => [r.name, r.value])).toEqual([
			['Intro call (demo-user-intro)', 'demo-user-intro'],
			['Meet Demo User (demo-user)', 'demo-user'],
			['Sales team (sales-team)', 'sales-team'],
		]);
		expect((await searchMeetingLinks.call(picker, 'sales')).results).toHaveLength(1);
		const narrow = await editingWithContactsOnly(state.sb, meetingLink('book'), 'slug');
		expect((await searchMeetingLinks.call(narrow)).results[0].name).toBe(
			'Meeting links not listed: the credential lacks the scope scheduler.meetings.meeting-link.read',
		);
	});
});
