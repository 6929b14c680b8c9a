import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';
import type { CrmSandbox } from '../../harness/crmSandbox';
import { PollHost } from '../../harness/poll';
import { SEED_FORMS } from '../../sandbox/state/forms';
import { browserSubmit, useFormsSandbox } from './fixture';

/** A HubSpot Form Trigger on the sandbox's private app, polled by a fresh n8n (or one restarted over `saved`). */
function formTrigger(sb: CrmSandbox, parameters: INodeParameters, saved?: IDataObject): PollHost {
	return new PollHost(
		sb.engine,
		{
			type: 'hubSpotFormTrigger',
			parameters: {
				authentication: 'appToken',
				forms: 'one',
				formId: { __rl: true, mode: 'id', value: SEED_FORMS.newsletter },
				...parameters,
			},
			credentials: { hubSpotPlatformAppTokenApi: 'app' },
		},
		saved,
	);
}

const emails = (items: INodeExecutionData[] | null): string[] =>
	(items ?? []).map((item) => String(item.json.email));

/** Submits to the newsletter form as a browser, each at the given time (epoch ms) or now. */
async function submit(
	sb: CrmSandbox,
	names: string[],
	at?: number,
	formId: string = SEED_FORMS.newsletter,
): Promise<void> {
	for (const name of names) {
		const status = await browserSubmit(
			sb,
			formId,
			[['email', `${name}@example.com`]],
			at === undefined ? {} : { submittedAt: String(at) },
		);
		if (status !== 200) throw new Error(`submission ${name}: HTTP ${status}`);
	}
}

describe('HubSpot Form Trigger through n8n-core’s poll context against the sandbox', () => {
	const state = useFormsSandbox();

	it('starts at its first poll, emits each later submission once as a flat item, and nothing when nothing is new', async () => {
		await submit(state.sb, ['before']);
		const trigger = formTrigger(state.sb, {});
		expect((await trigger.poll()).items).toBeNull();
		await submit(state.sb, ['one', 'two']);
		const first = await trigger.poll();
		expect(emails(first.items)).toEqual(['one@example.com', 'two@example.com']);
		expect(first.items![0].json).toEqual({
			formId: SEED_FORMS.newsletter,
			conversionId: expect.any(String),
			submittedAt: expect.stringMatching(/^\d{4}-/),
			pageUrl: '',
			email: 'one@example.com',
		});
		expect((await trigger.poll()).items).toBeNull();
	});

	it('emits submissions with equal times once each, also when they arrive in different polls', async () => {
		const trigger = formTrigger(state.sb, {
			options: { startFrom: new Date(Date.now() - 600_000).toISOString() },
		});
		await trigger.poll();
		const at = Date.now() + 1000;
		await submit(state.sb, ['a', 'b'], at);
		expect(emails((await trigger.poll()).items)).toEqual(['a@example.com', 'b@example.com']);
		await submit(state.sb, ['c'], at);
		expect(emails((await trigger.poll()).items)).toEqual(['c@example.com']);
		// One that HubSpot lists late, with an earlier time than those read, is still emitted.
		await submit(state.sb, ['late'], at - 60_000);
		expect(emails((await trigger.poll()).items)).toEqual(['late@example.com']);
		expect((await trigger.poll()).items).toBeNull();
	});

	it('carries on from the cursor n8n saved after a restart: nothing missed, nothing again', async () => {
		const before = formTrigger(state.sb, {});
		await before.poll();
		await submit(state.sb, ['x']);
		expect(emails((await before.poll()).items)).toEqual(['x@example.com']);
		await submit(state.sb, ['y', 'z']);
		const after = formTrigger(state.sb, {}, before.savedStaticData);
		expect(emails((await after.poll()).items)).toEqual(['y@example.com', 'z@example.com']);
		expect((await after.poll()).items).toBeNull();
	});

	it('loses nothing when a poll fails: the next poll emits what the failed one would have', async () => {
		const trigger = formTrigger(state.sb, {});
		await trigger.poll();
		await submit(state.sb, ['p', 'q']);
		await state.sb.control('POST', 'faults', {
			path: '/form-integrations/v1/',
			status: 500,
			times: 1,
		});
		const failed = await trigger.poll();
		expect(failed.error).toBeDefined();
		expect(failed.items).toBeNull();
		expect(emails((await trigger.poll()).items)).toEqual(['p@example.com', 'q@example.com']);
	});

	it('emits from Start From, and a backlog larger than a poll’s budget over several polls, each once, with new ones arriving meanwhile and a restart', async () => {
		const start = Date.now() - 120_000;
		await submit(state.sb, ['too-early'], start - 1000);
		const names = Array.from({ length: 120 }, (_, i) => `b${String(i).padStart(3, '0')}`);
		for (const [i, name] of names.entries()) await submit(state.sb, [name], start + i * 100);
		const parameters = { options: { startFrom: new Date(start).toISOString() } };
		let trigger = formTrigger(state.sb, parameters);
		const emitted: string[] = [];
		// A budget too small for more than one page: each poll reads one page and leaves the rest for later.
		emitted.push(...emails((await trigger.poll({ budgetMs: 1 })).items));
		expect(emitted).toHaveLength(50);
		await submit(state.sb, ['meanwhile']);
		for (let poll = 0; poll < 6; poll++) {
			// n8n restarts in the middle of the backlog, over the cursor it saved.
			if (poll === 2) trigger = formTrigger(state.sb, parameters, trigger.savedStaticData);
			emitted.push(...emails((await trigger.poll({ budgetMs: 1 })).items));
		}
		expect([...emitted].sort()).toEqual(
			[...names.map((n) => `${n}@example.com`), 'meanwhile@example.com'].sort(),
		);
	});

	it('does nothing in a poll that starts while an earlier poll of the same trigger still reads: each submission once', async () => {
		const start = Date.now() - 120_000;
		const names = Array.from({ length: 120 }, (_, i) => `o${String(i).padStart(3, '0')}`);
		for (const [i, name] of names.entries()) await submit(state.sb, [name], start + i * 100);
		const trigger = formTrigger(state.sb, {
			options: { startFrom: new Date(start).toISOString() },
		});
		await state.sb.control('PUT', 'config', { latencyMs: 20 });
		// n8n starts a poll on every tick of its schedule without waiting for the one before.
		const [first, second] = await Promise.all([trigger.poll(), trigger.poll()]);
		expect(second).toEqual({ items: null });
		expect(emails(first.items)).toEqual(names.map((n) => `${n}@example.com`));
		expect((await trigger.poll()).items).toBeNull();
		expect(trigger.executions).toHaveLength(1);
	});

	it('follows every form, each submission with its form', async () => {
		const trigger = formTrigger(state.sb, { forms: 'all' });
		await trigger.poll();
		await submit(state.sb, ['n1']);
		await submit(state.sb, ['c1'], undefined, SEED_FORMS.contactUs);
		const { items } = await trigger.poll();
		expect((items ?? []).map((item) => [item.json.formId, item.json.email]).sort()).toEqual([
			[SEED_FORMS.contactUs, 'c1@example.com'],
			[SEED_FORMS.newsletter, 'n1@example.com'],
		]);
	});

	it('refuses a Start From that is not a date before any request, with All Forms too', async () => {
		for (const forms of ['one', 'all']) {
			await state.sb.clearRequests();
			const trigger = formTrigger(state.sb, { forms, options: { startFrom: 'not a date' } });
			const { error } = await trigger.poll();
			expect(error?.message).toBe('Start From: must be a date and time, got "not a date"');
			expect(await state.sb.requests()).toEqual([]);
		}
	});

	it('shows the latest submissions in a test run, saving nothing', async () => {
		await submit(state.sb, ['t1', 't2', 't3', 't4']);
		const trigger = formTrigger(state.sb, {});
		expect(emails((await trigger.testRun()).items)).toEqual([
			't4@example.com',
			't3@example.com',
			't2@example.com',
		]);
		expect(trigger.savedStaticData).toEqual({});
	});
});
