/** @apiVersionModes all */
import { LoadOptionsContext } from 'n8n-core';
import type { IDataObject, INode, IWorkflowExecuteAdditionalData } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';
import { searchSubscriptions } from '../../../nodes/HubSpotWebhooks/methods/listSearch';
import { ACCOUNT } from '../../sandbox/account';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { CREDENTIALS, usePlatformSandbox } from './platformSandbox';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';

const APP = `/webhooks/v3/${ACCOUNT.appId}`;

describe('HubSpot Webhooks: Subscription', () => {
	const platform = usePlatformSandbox();
	const run = (
		parameters: IDataObject,
		input?: IDataObject[],
		options?: { continueOnFail?: boolean; credentials?: Record<string, string> },
	) =>
		platform.run(
			'hubSpotWebhooks',
			{ authentication: 'developerApiKey', resource: 'subscription', ...parameters },
			input,
			options,
		);

	/** Calls the app's webhooks API with the developer key, as set-up and to read the state back. */
	async function developerCall<T = IDataObject>(
		method: string,
		rest: string,
		body?: unknown,
	): Promise<{ status: number; body: T }> {
		const separator = rest.includes('?') ? '&' : '?';
		return await platform.sb.call<T>(
			method,
			`${APP}${rest}${separator}hapikey=${ACCOUNT.developerApiKey}`,
			body,
			'',
		);
	}

	/** Subscriptions made through the API, then the request log emptied. */
	async function subscribe(...wanted: IDataObject[]): Promise<string[]> {
		const ids: string[] = [];
		for (const body of wanted) {
			const created = await developerCall<{ id: string }>('POST', '/subscriptions', {
				active: true,
				...body,
			});
			expect(created.status).toBe(201);
			ids.push(created.body.id);
		}
		await platform.sb.clearRequests();
		return ids;
	}

	const subscriptionsNow = async () =>
		(await developerCall<{ results: IDataObject[] }>('GET', '/subscriptions')).body.results;

	it('creates a property change subscription, paused, with only the fields its event type takes', async () => {
		const result = await run({
			operation: 'create',
			eventType: 'contact.propertyChange',
			propertyName: 'email',
			objectTypeId: '2-999',
			active: false,
		});
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([
			expect.objectContaining({
				eventType: 'contact.propertyChange',
				propertyName: 'email',
				active: false,
			}),
		]);
		const [request] = await platform.sb.requests();
		expect([request.method, request.path, request.status]).toEqual([
			'POST',
			pathIn(ENDPOINTS.webhookSubscriptions, { appId: ACCOUNT.appId }),
			201,
		]);
		expect(request.body).toEqual({
			eventType: 'contact.propertyChange',
			propertyName: 'email',
			active: false,
		});
		expect(request.query).toEqual({ hapikey: '[redacted]' });
		expect(await subscriptionsNow()).toEqual([
			expect.objectContaining({ id: result.items[0].json.id, active: false }),
		]);
	});

	it('creates custom object and custom event subscriptions with their object type and event name', async () => {
		const result = await run(
			{
				operation: 'create',
				eventType: '={{ $json.eventType }}',
				objectTypeId: '2-123456',
				eventName: 'pe62515_watched_video',
			},
			[{ eventType: 'object.creation' }, { eventType: 'event.completed' }],
		);
		expect(result.error).toBeUndefined();
		expect((await platform.sb.requests()).map((r) => r.body)).toEqual([
			{ eventType: 'object.creation', objectTypeId: '2-123456', active: true },
			{ eventType: 'event.completed', eventName: 'pe62515_watched_video', active: true },
		]);
	});

	it("reports the service's refusal of a subscription that already exists, and goes on with Continue on Fail", async () => {
		await subscribe({ eventType: 'deal.creation' });
		const input = [{ eventType: 'deal.creation' }, { eventType: 'deal.deletion' }];
		const stopped = await run({ operation: 'create', eventType: '={{ $json.eventType }}' }, input);
		expect(stopped.error?.message).toMatch(/already exists/);
		expect((stopped.error as { httpCode?: string }).httpCode).toBe('409');
		const continued = await run(
			{ operation: 'create', eventType: '={{ $json.eventType }}' },
			input,
			{ continueOnFail: true },
		);
		expect(jsonOf(continued)).toEqual([
			expect.objectContaining({
				error: expect.stringMatching(/already exists/),
				httpCode: '409',
				category: 'CONFLICT',
			}),
			expect.objectContaining({ eventType: 'deal.deletion', active: true }),
		]);
		expect(pairs(continued)).toEqual([0, 1]);
	});

	it('refuses an unknown event type and a property change without a property before any request', async () => {
		const unknown = await run({ operation: 'create', eventType: '={{ "contact.exploded" }}' });
		expect(unknown.error?.message).toBe(
			'Event Type: "contact.exploded" is not a HubSpot webhook event type (item 0)',
		);
		const noProperty = await run(
			{ operation: 'create', eventType: 'company.propertyChange', propertyName: ' ' },
			[{}, {}],
			{ continueOnFail: true },
		);
		expect(jsonOf(noProperty)).toEqual([
			expect.objectContaining({ error: 'Property Name: must not be empty (item 0)' }),
			expect.objectContaining({ error: 'Property Name: must not be empty (item 1)' }),
		]);
		expect(await platform.sb.requests()).toHaveLength(0);
	});

	it('lists the subscriptions: all, up to a limit, or the active ones only', async () => {
		const ids = await subscribe(
			{ eventType: 'contact.creation' },
			{ eventType: 'company.creation' },
			{ eventType: 'ticket.creation', active: false },
		);
		const all = await run({ operation: 'getMany', returnAll: true });
		expect(jsonOf(all).map((s) => s.id)).toEqual(ids);
		const limited = await run({ operation: 'getMany', returnAll: false, limit: 2 });
		expect(jsonOf(limited).map((s) => s.id)).toEqual(ids.slice(0, 2));
		const active = await run({ operation: 'getMany', returnAll: true, activeOnly: true });
		expect(jsonOf(active).map((s) => s.eventType)).toEqual([
			'contact.creation',
			'company.creation',
		]);
		expect((await platform.sb.requests()).map((r) => [r.method, r.path])).toEqual(
			Array(3).fill(['GET', pathIn(ENDPOINTS.webhookSubscriptions, { appId: ACCOUNT.appId })]),
		);
	});

	it('pauses and activates subscriptions with one PATCH {active} each, picked from the list or by ID', async () => {
		const ids = await subscribe(
			{ eventType: 'contact.creation' },
			{ eventType: 'contact.deletion' },
		);
		const paused = await run(
			{ operation: 'pause', subscriptionId: { __rl: true, mode: 'id', value: '={{ $json.id }}' } },
			ids.map((id) => ({ id })),
		);
		expect(paused.error).toBeUndefined();
		expect(jsonOf(paused).map((s) => [s.id, s.active])).toEqual(ids.map((id) => [id, false]));
		expect(pairs(paused)).toEqual([0, 1]);
		expect((await subscriptionsNow()).map((s) => s.active)).toEqual([false, false]);
		const activated = await run({
			operation: 'activate',
			subscriptionId: { __rl: true, mode: 'list', value: ids[1] },
		});
		expect(jsonOf(activated)).toEqual([expect.objectContaining({ id: ids[1], active: true })]);
		expect((await subscriptionsNow()).map((s) => s.active)).toEqual([false, true]);
		const patches = (await platform.sb.requests()).filter((r) => r.method === 'PATCH');
		expect(patches.map((r) => [r.method, r.path, r.body])).toEqual([
			[
				'PATCH',
				pathIn(ENDPOINTS.webhookSubscription, { appId: ACCOUNT.appId, subscriptionId: ids[0] }),
				{ active: false },
			],
			[
				'PATCH',
				pathIn(ENDPOINTS.webhookSubscription, { appId: ACCOUNT.appId, subscriptionId: ids[1] }),
				{ active: false },
			],
			[
				'PATCH',
				pathIn(ENDPOINTS.webhookSubscription, { appId: ACCOUNT.appId, subscriptionId: ids[1] }),
				{ active: true },
			],
		]);
	});

	it('reports an unknown subscription (404) per item with Continue on Fail, and stops without it', async () => {
		const [id] = await subscribe({ eventType: 'contact.creation', active: false });
		const parameters = {
			operation: 'activate',
			subscriptionId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
		};
		const input = [{ id: '999999' }, { id }];
		const stopped = await run(parameters, input);
		expect(stopped.error?.message).toBe('Subscription 999999 not found');
		expect(stopped.items).toHaveLength(0);
		const continued = await run(parameters, input, { continueOnFail: true });
		expect(jsonOf(continued)).toEqual([
			expect.objectContaining({
				error: 'Subscription 999999 not found',
				httpCode: '404',
				category: 'OBJECT_NOT_FOUND',
			}),
			expect.objectContaining({ id, active: true }),
		]);
		expect(pairs(continued)).toEqual([0, 1]);
	});

	it('refuses an empty or non-numeric subscription ID before any request', async () => {
		const result = await run(
			{ operation: 'pause', subscriptionId: { __rl: true, mode: 'id', value: '={{ $json.id }}' } },
			[{ id: '' }, { id: 'abc' }],
			{ continueOnFail: true },
		);
		expect(jsonOf(result).map((j) => j.error)).toEqual([
			'Subscription: must not be empty (item 0)',
			'Subscription: must be digits only, got "abc" (item 1)',
		]);
		expect(await platform.sb.requests()).toHaveLength(0);
	});

	it('deletes a subscription (204) and says which one; a second delete is a readable 404', async () => {
		const [keep, remove] = await subscribe(
			{ eventType: 'contact.creation' },
			{ eventType: 'contact.deletion' },
		);
		const deleted = await run({
			operation: 'delete',
			subscriptionId: { __rl: true, mode: 'id', value: remove },
		});
		expect(jsonOf(deleted)).toEqual([{ id: remove, deleted: true }]);
		expect((await subscriptionsNow()).map((s) => s.id)).toEqual([keep]);
		const again = await run(
			{ operation: 'delete', subscriptionId: { __rl: true, mode: 'id', value: remove } },
			[{}],
			{ continueOnFail: true },
		);
		expect(jsonOf(again)).toEqual([
			expect.objectContaining({ error: `Subscription ${remove} not found`, httpCode: '404' }),
		]);
	});

	it('reports a wrong developer key readably, and refuses a credential without an app ID before sending', async () => {
		const wrongKey = await run({ operation: 'getMany', returnAll: true }, [{}], {
			credentials: { ...CREDENTIALS.developerWrongKey },
		});
		expect(wrongKey.error?.message).toMatch(/API key provided is invalid/);
		expect((wrongKey.error as { httpCode?: string }).httpCode).toBe('401');
		await platform.sb.clearRequests();
		const noApp = await run({ operation: 'getMany', returnAll: true }, [{}], {
			credentials: { ...CREDENTIALS.developerNoAppId },
		});
		expect(noApp.error?.message).toBe(
			'App ID of the credential: is empty here and in the credential (item 0)',
		);
		expect(await platform.sb.requests()).toHaveLength(0);
	});

	it('offers the subscriptions in the picker, filtered by what is typed, paused ones marked', async () => {
		const ids = await subscribe(
			{ eventType: 'contact.propertyChange', propertyName: 'email' },
			{ eventType: 'deal.creation', active: false },
		);
		const node: INode = {
			id: 'webhooks',
			name: 'HubSpot Webhooks',
			type: 'n8n-nodes-hubspot-platform.hubSpotWebhooks',
			typeVersion: 1,
			position: [0, 0],
			parameters: {
				authentication: 'developerApiKey',
				resource: 'subscription',
				operation: 'pause',
			},
			credentials: { hubSpotPlatformDeveloperApi: { id: 'dev', name: 'dev' } },
		};
		const workflow = new Workflow({
			nodes: [node],
			connections: {},
			active: false,
			nodeTypes: platform.sb.engine.nodeTypes,
		});
		const additionalData = (
			platform.sb.engine as unknown as { additionalData(): IWorkflowExecuteAdditionalData }
		).additionalData();
		additionalData.currentNodeParameters = node.parameters;
		const context = new LoadOptionsContext(workflow, node, additionalData, 'subscriptionId');
		const all = await searchSubscriptions.call(context);
		expect(all.results).toEqual([
			{ name: `contact.propertyChange (email) #${ids[0]}`, value: ids[0] },
			{ name: `deal.creation #${ids[1]} (paused)`, value: ids[1] },
		]);
		expect((await searchSubscriptions.call(context, 'DEAL')).results.map((r) => r.value)).toEqual([
			ids[1],
		]);
	});
});
