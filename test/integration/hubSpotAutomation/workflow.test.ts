import { searchFlows } from '../../../nodes/HubSpotAutomation/methods/listSearch';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { SEED_FLOWS } from '../../sandbox/state/flows';
import {
	byId,
	createContacts,
	editingAutomation,
	editingWithContactsOnly,
	runAutomation,
	useAutomationSandbox,
} from './fixture';

const workflow = (operation: string, extra: Record<string, unknown> = {}) => ({
	resource: 'workflow',
	operation,
	...extra,
});
const enrollPath = (workflowId: number, email: string) =>
	`/automation/v2/workflows/${workflowId}/enrollments/contacts/${encodeURIComponent(email)}`;

describe('HubSpot Automation: workflows, through the engine against the sandbox', () => {
	const state = useAutomationSandbox();
	const enrolled = async (workflowId: number) =>
		(await state.sb.control<{ contacts: string[] }>('GET', `workflows/${workflowId}/enrollments`))
			.contacts;

	it('gets many flows, Return All or up to a limit, and one flow by ID', async () => {
		const all = await runAutomation(state.sb, workflow('getMany', { returnAll: true }));
		expect(jsonOf(all).map((f) => f.name)).toEqual(Object.values(SEED_FLOWS).map((f) => f.name));
		expect(jsonOf(all)[3]).toMatchObject({ objectTypeId: '0-3', isEnabled: true });
		const two = await runAutomation(state.sb, workflow('getMany', { returnAll: false, limit: 2 }));
		expect(two.items).toHaveLength(2);
		const one = await runAutomation(
			state.sb,
			workflow('get', { flowId: '={{ $json.flow }}' }),
			[{ flow: SEED_FLOWS.welcome.id }, { flow: '999' }],
			true,
		);
		const [flow, missing] = jsonOf(one);
		expect(flow).toMatchObject({
			id: SEED_FLOWS.welcome.id,
			enrollmentCriteria: { type: 'MANUAL' },
		});
		expect(missing).toMatchObject({ httpCode: '404' });
		expect(pairs(one)).toEqual([0, 1]);
	});

	it('enrolls many contacts: the flow is checked and mapped once, one call per contact, one output or error item per input', async () => {
		await createContacts(state.sb, 'ada@example.com', 'linus@example.com');
		const result = await runAutomation(
			state.sb,
			workflow('enroll', { flowId: byId(SEED_FLOWS.welcome.id), email: '={{ $json.email }}' }),
			[
				{ email: 'ada@example.com' },
				{ email: 'nobody@example.com' },
				{ email: 'linus@example.com' },
			],
			true,
		);
		expect(pairs(result)).toEqual([0, 1, 2]);
		const [ada, nobody, linus] = jsonOf(result);
		expect(ada).toEqual({
			flowId: SEED_FLOWS.welcome.id,
			workflowId: '21001',
			email: 'ada@example.com',
			enrolled: true,
		});
		expect(nobody).toMatchObject({ httpCode: '404' });
		expect(String(nobody.error)).toContain('does not exist');
		expect(linus).toMatchObject({ email: 'linus@example.com', enrolled: true });
		expect(await enrolled(21001)).toEqual(['ada@example.com', 'linus@example.com']);
		const requests = await state.sb.requests();
		const calls = requests.map((r) => `${r.method} ${r.path}`);
		expect(calls.filter((c) => c.startsWith('GET /automation/v4/flows/'))).toHaveLength(1);
		expect(calls.filter((c) => c.includes('workflow-id-mappings'))).toHaveLength(1);
		expect(calls.filter((c) => c.startsWith('POST /automation/v2/'))).toHaveLength(3);
	});

	it('unenrolls a contact', async () => {
		await createContacts(state.sb, 'ada@example.com');
		const params = { flowId: byId(SEED_FLOWS.nurture.id), email: 'ada@example.com' };
		await runAutomation(state.sb, workflow('enroll', params));
		expect(await enrolled(21002)).toEqual(['ada@example.com']);
		const result = await runAutomation(state.sb, workflow('unenroll', params));
		expect(jsonOf(result)).toEqual([
			{
				flowId: SEED_FLOWS.nurture.id,
				workflowId: '21002',
				email: 'ada@example.com',
				unenrolled: true,
			},
		]);
		expect(await enrolled(21002)).toEqual([]);
		expect((await state.sb.requests()).map((r) => r.method).pop()).toBe('DELETE');
	});

	it.each([
		[SEED_FLOWS.deals.id, 'it enrolls deal records (object type 0-3)'],
		[SEED_FLOWS.paused.id, 'it is turned off'],
		[SEED_FLOWS.actionSet.id, 'it is an action set'],
	])(
		'refuses flow %s, which cannot take contact enrollments, saying why, before any enroll request',
		async (flowId, why) => {
			await createContacts(state.sb, 'ada@example.com');
			const result = await runAutomation(
				state.sb,
				workflow('enroll', { flowId: byId(flowId), email: 'ada@example.com' }),
			);
			expect(result.error?.message).toContain(`Workflow ${flowId}`);
			expect(result.error?.message).toContain('cannot take contact enrollments');
			expect(result.error?.message).toContain(why);
			const requests = await state.sb.requests();
			expect(requests.filter((r) => r.path.startsWith('/automation/v2/'))).toEqual([]);
		},
	);

	it('refuses a bad address naming the field and the item before any request', async () => {
		const result = await runAutomation(
			state.sb,
			workflow('enroll', { flowId: byId(SEED_FLOWS.welcome.id), email: '={{ $json.email }}' }),
			[{ email: 'ada@example.com' }, { email: 'not an address' }],
		);
		expect(result.error?.message).toMatch(/^Contact Email: .*\(item 1\)$/);
		expect(await state.sb.requests()).toEqual([]);
		const badFlow = await runAutomation(
			state.sb,
			workflow('enroll', { flowId: byId('={{ $json.flow }}'), email: 'ada@example.com' }),
			[{ flow: 'welcome' }],
		);
		expect(badFlow.error?.message).toMatch(/^Workflow: must be digits only/);
		expect(await state.sb.requests()).toEqual([]);
	});

	it('sends the enroll call the legacy path HubSpot serves it on, the address encoded', async () => {
		await createContacts(state.sb, 'ada+test@example.com');
		await runAutomation(
			state.sb,
			workflow('enroll', { flowId: byId(SEED_FLOWS.welcome.id), email: 'ada+test@example.com' }),
		);
		const paths = (await state.sb.requests()).map((r) => r.path);
		expect(paths).toContain(enrollPath(21001, 'ada+test@example.com'));
		expect(await enrolled(21001)).toEqual(['ada+test@example.com']);
	});

	it("takes an enrollment answered 200 without a body as done (HubSpot documents 204 only loosely), never a page that is not HubSpot's", async () => {
		await createContacts(state.sb, 'ada@example.com', 'linus@example.com');
		await state.sb.control('POST', 'faults', {
			method: 'POST',
			path: '/enrollments/contacts/ada',
			apply: true,
			status: 200,
			body: '',
		});
		await state.sb.control('POST', 'faults', {
			method: 'POST',
			path: '/enrollments/contacts/linus',
			status: 200,
			body: '<html>Sign in to the proxy</html>',
		});
		const result = await runAutomation(
			state.sb,
			workflow('enroll', { flowId: byId(SEED_FLOWS.welcome.id), email: '={{ $json.email }}' }),
			[{ email: 'ada@example.com' }, { email: 'linus@example.com' }],
			true,
		);
		const [ada, linus] = jsonOf(result);
		expect(ada).toMatchObject({ email: 'ada@example.com', enrolled: true });
		expect(linus.error).toEqual(expect.any(String));
		expect(linus.enrolled).toBeUndefined();
		expect(await enrolled(21001)).toEqual(['ada@example.com']);
	});

	it('offers the workflows (not action sets) in the picker, filtered, and names a missing scope', async () => {
		const picker = editingAutomation(state.sb, workflow('enroll'), 'flowId');
		const listed = await searchFlows.call(picker);
		expect(listed.results).toEqual([
			{ name: 'Deal follow-up', value: SEED_FLOWS.deals.id },
			{ name: 'Lead nurture', value: SEED_FLOWS.nurture.id },
			{ name: 'Paused re-engagement (off)', value: SEED_FLOWS.paused.id },
			{ name: 'Welcome new contacts', value: SEED_FLOWS.welcome.id },
		]);
		expect((await searchFlows.call(picker, 'NURTURE')).results).toHaveLength(1);
		const narrow = await editingWithContactsOnly(state.sb, workflow('enroll'), 'flowId');
		expect((await searchFlows.call(narrow)).results).toEqual([
			{
				name: 'Workflows not listed: the credential lacks the scope automation',
				value: '',
				description: 'Add the scope automation to the credential, or give the value by expression',
			},
		]);
	});
});
