/** @apiVersionModes all */
import {
	getSenderAddresses,
	getSendingUsers,
} from '../../../nodes/HubSpotAutomation/methods/loadOptions';
import { searchSequences } from '../../../nodes/HubSpotAutomation/methods/listSearch';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { ACCOUNT } from '../../sandbox/account';
import { SEED_SEQUENCES, UNSUBSCRIBED_ADDRESS } from '../../sandbox/state/sequences';
import {
	byId,
	createContacts,
	editingAutomation,
	editingWithContactsOnly,
	runAutomation,
	useAutomationSandbox,
} from './fixture';

const GRACE = '9100002';
/** A user without a Sales or Service seat. */
const ALAN = '9100003';
const sequence = (operation: string, extra: Record<string, unknown> = {}) => ({
	resource: 'sequence',
	operation,
	userId: String(ACCOUNT.userId),
	...extra,
});
const enroll = (extra: Record<string, unknown> = {}) =>
	sequence('enroll', {
		sequenceId: byId(SEED_SEQUENCES.newLead.id),
		contactId: '={{ $json.contactId }}',
		senderEmail: ACCOUNT.userEmail,
		...extra,
	});

describe('HubSpot Automation: sequences, through the engine against the sandbox', () => {
	const state = useAutomationSandbox();

	it("gets a user's sequences, Return All or up to a limit, and one with its steps", async () => {
		const all = await runAutomation(state.sb, sequence('getMany', { returnAll: true }));
		expect(jsonOf(all).map((s) => s.name)).toEqual(['New lead outreach', 'Demo follow-up']);
		const one = await runAutomation(state.sb, sequence('getMany', { returnAll: false, limit: 1 }));
		expect(one.items).toHaveLength(1);
		const got = await runAutomation(
			state.sb,
			sequence('get', { sequenceId: '={{ $json.id }}' }),
			[{ id: SEED_SEQUENCES.newLead.id }, { id: SEED_SEQUENCES.graceIntro.id }],
			true,
		);
		const [newLead, othersSequence] = jsonOf(got);
		expect(newLead).toMatchObject({ id: SEED_SEQUENCES.newLead.id, name: 'New lead outreach' });
		expect((newLead.steps as unknown[]).length).toBe(3);
		expect(othersSequence).toMatchObject({ httpCode: '404' });
		expect(pairs(got)).toEqual([0, 1]);
	});

	it('enrolls many contacts, one output or error item per input: HubSpot refuses an unsubscribed contact and one already enrolled', async () => {
		const [ada, optedOut] = await createContacts(state.sb, 'ada@example.com', UNSUBSCRIBED_ADDRESS);
		const result = await runAutomation(
			state.sb,
			enroll(),
			[{ contactId: ada }, { contactId: optedOut }, { contactId: ada }],
			true,
		);
		expect(pairs(result)).toEqual([0, 1, 2]);
		const [enrolled, unsubscribed, twice] = jsonOf(result);
		expect(enrolled).toMatchObject({
			contactId: ada,
			sequenceId: SEED_SEQUENCES.newLead.id,
			senderEmail: ACCOUNT.userEmail,
			userId: String(ACCOUNT.userId),
			toEmail: 'ada@example.com',
		});
		expect(enrolled.id).toEqual(expect.any(String));
		expect(unsubscribed).toMatchObject({ httpCode: '400' });
		expect(String(unsubscribed.error)).toContain('unsubscribed');
		expect(String(twice.error)).toContain('already enrolled');
		const status = await runAutomation(
			state.sb,
			sequence('getEnrollment', { contactId: '={{ $json.contactId }}' }),
			[{ contactId: ada }, { contactId: optedOut }],
		);
		expect(jsonOf(status)).toEqual([
			expect.objectContaining({
				contactId: ada,
				enrolled: true,
				sequenceId: SEED_SEQUENCES.newLead.id,
				sequenceName: 'New lead outreach',
				toEmail: 'ada@example.com',
			}),
			{ contactId: optedOut, enrolled: false },
		]);
	});

	it("passes on HubSpot's refusals: a user without a seat, a sender that is not the user's inbox, a foreign alias, a contact without an address", async () => {
		const [ada] = await createContacts(state.sb, 'ada@example.com');
		const { body } = await state.sb.call<{ id: string }>('POST', '/crm/v3/objects/contacts', {
			properties: { firstname: 'No address' },
		});
		const cases: Array<[Record<string, unknown>, string, string]> = [
			[{ userId: ALAN }, '403', 'seat'],
			[{ senderEmail: 'someone.else@example.com' }, '400', 'not a connected inbox'],
			[{ options: { senderAliasAddress: 'ceo@example.com' } }, '400', 'not an alias'],
			[{ contactId: body.id }, '400', 'has no email address'],
		];
		for (const [change, httpCode, says] of cases) {
			const result = await runAutomation(state.sb, enroll(change), [{ contactId: ada }], true);
			expect(jsonOf(result)[0]).toMatchObject({ httpCode });
			expect(String(jsonOf(result)[0].error)).toContain(says);
		}
		const aliased = await runAutomation(
			state.sb,
			enroll({ options: { senderAliasAddress: 'sales@sandbox-demo.example' } }),
			[{ contactId: ada }],
		);
		expect(jsonOf(aliased)[0]).toMatchObject({ senderAliasAddress: 'sales@sandbox-demo.example' });
	});

	it('refuses bad input naming the field and the item before any request', async () => {
		const [ada] = await createContacts(state.sb, 'ada@example.com');
		const badContact = await runAutomation(state.sb, enroll(), [
			{ contactId: ada },
			{ contactId: 'ada@example.com' },
		]);
		expect(badContact.error?.message).toMatch(/^Contact ID: must be digits only.*\(item 1\)$/);
		const badSender = await runAutomation(state.sb, enroll({ senderEmail: 'me' }), [
			{ contactId: ada },
		]);
		expect(badSender.error?.message).toMatch(/^Sender Email: .*\(item 0\)$/);
		const noUser = await runAutomation(state.sb, enroll({ userId: '={{ $json.user }}' }), [
			{ contactId: ada },
		]);
		expect(noUser.error?.message).toMatch(/^User: must not be empty/);
		expect(await state.sb.requests()).toEqual([]);
	});

	it('offers active users, the chosen user’s sequences and sender address, and names a missing scope', async () => {
		const users = await getSendingUsers.call(
			editingAutomation(state.sb, sequence('enroll'), 'userId'),
		);
		expect(users.map((u) => [u.name, u.value])).toEqual([
			['Alan Turing (alan.turing@sandbox-demo.example)', ALAN],
			[`Demo User (${ACCOUNT.userEmail})`, String(ACCOUNT.userId)],
			['Grace Hopper (grace.hopper@sandbox-demo.example)', GRACE],
		]);
		const picker = editingAutomation(state.sb, sequence('enroll'), 'sequenceId');
		expect((await searchSequences.call(picker)).results).toEqual([
			{ name: 'Demo follow-up', value: SEED_SEQUENCES.demoFollowUp.id },
			{ name: 'New lead outreach', value: SEED_SEQUENCES.newLead.id },
		]);
		expect((await searchSequences.call(picker, 'lead')).results).toHaveLength(1);
		const graces = editingAutomation(state.sb, sequence('enroll', { userId: GRACE }), 'sequenceId');
		expect((await searchSequences.call(graces)).results).toEqual([
			{ name: 'Partner introduction', value: SEED_SEQUENCES.graceIntro.id },
		]);
		const noUser = editingAutomation(state.sb, sequence('enroll', { userId: '' }), 'sequenceId');
		expect((await searchSequences.call(noUser)).results).toEqual([]);
		expect(
			await getSenderAddresses.call(editingAutomation(state.sb, sequence('enroll'), 'senderEmail')),
		).toEqual([{ name: ACCOUNT.userEmail, value: ACCOUNT.userEmail }]);

		const narrow = async (parameter: string) =>
			await editingWithContactsOnly(state.sb, sequence('enroll'), parameter);
		expect((await searchSequences.call(await narrow('sequenceId'))).results[0].name).toBe(
			'Sequences not listed: the credential lacks the scope automation.sequences.read',
		);
		expect((await getSendingUsers.call(await narrow('userId')))[0].name).toBe(
			'Users not listed: the credential lacks the scope crm.objects.owners.read',
		);
	});
});
