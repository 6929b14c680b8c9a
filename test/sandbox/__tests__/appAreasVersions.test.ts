import axios, { type AxiosRequestConfig } from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';

describe('sandbox content, marketing, media bridge, event and webhook APIs in their legacy and dated forms', () => {
	let sandbox: RunningSandbox;
	const bearer = (token: string = ACCOUNT.privateAppToken): AxiosRequestConfig => ({
		headers: { Authorization: `Bearer ${token}` },
		validateStatus: () => true,
	});
	const url = (path: string) => `${sandbox.baseUrl}${path}`;
	const get = (path: string, config = bearer()) => axios.get(url(path), config);
	const post = (path: string, body: unknown, config = bearer()) =>
		axios.post(url(path), body, config);
	const key = `hapikey=${ACCOUNT.developerApiKey}`;
	const devKey: AxiosRequestConfig = { validateStatus: () => true };
	const oauthToken = async (scopes: string[]) =>
		(await axios.post(url('/__sandbox/tokens'), { scopes })).data.access_token as string;

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 3, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => await axios.post(url('/__sandbox/reset')));

	it('updates blog authors in every form on one set of authors, keeping 207 for partial failures in 2026-09', async () => {
		const [author] = (await get('/cms/blogs/2026-03/authors')).data.results as Array<{
			id: string;
		}>;
		const updated = await post('/cms/blogs/2026-09/authors/batch/update', {
			inputs: [{ id: author.id, bio: 'Dated bio' }],
		});
		expect(updated.status).toBe(200);
		expect((await get(`/cms/v3/blogs/authors/${author.id}`)).data.bio).toBe('Dated bio');
		const partial = { inputs: [{ id: author.id, bio: 'Again' }, { id: '1' }] };
		expect((await post('/cms/blogs/2026-03/authors/batch/update', partial)).status).toBe(207);
		expect((await post('/cms/blogs/2026-09/authors/batch/update', partial)).status).toBe(207);
		expect((await get(`/cms/blogs/2026-09/authors/${author.id}`)).data.bio).toBe('Again');
	});

	it('edits HubDB draft rows at /cms/hubdb/2026-03 and v3, with no 2026-09 form', async () => {
		const patched = await axios.patch(
			url('/cms/hubdb/2026-03/tables/events/rows/101/draft'),
			{ values: { seats: 7 } },
			bearer(),
		);
		expect(patched.status).toBe(200);
		const rows = (await get('/cms/v3/hubdb/tables/events/rows/draft')).data.results as Array<{
			id: string;
			values: { seats: number };
		}>;
		expect(rows.find((r) => r.id === '101')!.values.seats).toBe(7);
		expect(
			(
				await axios.patch(
					url('/cms/hubdb/2026-09/tables/events/rows/101/draft'),
					{ values: { seats: 8 } },
					bearer(),
				)
			).status,
		).toBe(404);
	});

	it('reads email revisions in three forms, 2026-09 needing the content scope', async () => {
		const bodies = await Promise.all(
			['/marketing/v3/emails', '/marketing/emails/2026-03', '/marketing/emails/2026-09'].map(
				(prefix) => get(`${prefix}/6100002/revisions/2`),
			),
		);
		for (const answer of bodies)
			expect(answer.data).toMatchObject({
				id: '2',
				object: { id: '6100002', subject: 'Newsletter 2 (revision 2)' },
			});
		const emailRead = await oauthToken(['marketing.email.read']);
		expect(
			(await get('/marketing/emails/2026-03/6100002/revisions/2', bearer(emailRead))).status,
		).toBe(200);
		const refused = await get('/marketing/emails/2026-09/6100002/revisions/2', bearer(emailRead));
		expect(refused.status).toBe(403);
		expect(refused.data.errors[0].context.requiredScopes).toEqual(['content']);
	});

	it('sends single emails at /marketing/email-campaigns/2026-03 with statuses still read at v3, and no 2026-09 form', async () => {
		const complete = {
			emailId: 6100001,
			message: { to: 'reader@example.com', cc: [], bcc: [], replyTo: [] },
			contactProperties: {},
			customProperties: {},
		};
		const sent = await post('/marketing/email-campaigns/2026-03/single-send', complete);
		expect(sent.status).toBe(200);
		expect(sent.data.status).toBe('PENDING');
		expect(
			(await get(`/marketing/v3/email/send-statuses/${sent.data.statusId}`)).data.statusId,
		).toBe(sent.data.statusId);
		expect(
			(
				await post('/marketing/email-campaigns/2026-09/single-send', {
					emailId: 6100001,
					message: { to: 'reader@example.com' },
				})
			).status,
		).toBe(404);
		expect(
			(await get(`/marketing/email-campaigns/2026-03/send-statuses/${sent.data.statusId}`)).status,
		).toBe(404);
	});

	it("refuses a 2026-03 single send without one of the 2026-03 description's required fields, which v4 does not require", async () => {
		const complete = {
			emailId: 6100001,
			message: { to: 'reader@example.com', cc: [], bcc: [], replyTo: [] },
			contactProperties: {},
			customProperties: {},
		};
		const without = (path: string) => {
			const body = structuredClone(complete) as Record<string, unknown> & {
				message: Record<string, unknown>;
			};
			const [first, second] = path.split('.');
			if (second) delete body.message[second];
			else delete body[first];
			return body;
		};
		for (const path of [
			'message.cc',
			'message.bcc',
			'message.replyTo',
			'contactProperties',
			'customProperties',
			'message.to',
		]) {
			const refused = await post('/marketing/email-campaigns/2026-03/single-send', without(path));
			expect([path, refused.status, refused.data.message]).toEqual([
				path,
				400,
				expect.stringContaining(path),
			]);
			if (path !== 'message.to')
				expect((await post('/marketing/v4/email/single-send', without(path))).status).toBe(200);
		}
		expect(
			(
				await post('/marketing/email-campaigns/2026-03/single-send', {
					...complete,
					customProperties: [],
				})
			).status,
		).toBe(400);
	});

	it('serves media bridge definitions in three forms, 2026-09 without internal fields and for developer keys only', async () => {
		const path = (prefix: string) =>
			`${prefix}/${ACCOUNT.appId}/settings/object-definitions/VIDEO?includeFullDefinition=true&${key}`;
		const legacy = await get(path('/media-bridge/v1'), devKey);
		const march = await get(path('/media-bridge/2026-03'), devKey);
		const september = await get(path('/media-bridge/2026-09'), devKey);
		expect(legacy.data.properties[0].property).toMatchObject({
			objectTypeIdString: legacy.data.objectTypeId,
			visibilities: [],
			teamIds: [],
		});
		expect(march.data).toEqual(legacy.data);
		expect(september.data.objectTypeId).toBe(legacy.data.objectTypeId);
		for (const field of ['objectTypeIdString', 'visibilities', 'teamIds'])
			expect(september.data.properties[0].property).not.toHaveProperty(field);
		const token = await oauthToken(['developers-read']);
		const oauthPath = `${ACCOUNT.appId}/settings/object-definitions/VIDEO`;
		expect((await get(`/media-bridge/2026-03/${oauthPath}`, bearer(token))).status).toBe(200);
		expect((await get(`/media-bridge/2026-09/${oauthPath}`, bearer(token))).status).toBe(401);
	});

	it('creates event definitions in every form on one set; 2026-09 lives under /events/custom and drops templates and display hints', async () => {
		const input = {
			label: 'Watched Video',
			includeDefaultProperties: false,
			headerTemplate: '{{ label }}',
			detailTemplate: 'Watched {{ video }}',
			propertyDefinitions: [
				{ name: 'video', label: 'Video', type: 'string' },
				{ name: 'seconds', label: 'Seconds', type: 'number' },
			],
		};
		const created = await post('/events/custom/2026-09/event-definitions', input);
		expect(created.status).toBe(201);
		expect(created.data).not.toHaveProperty('headerTemplate');
		expect(created.data).not.toHaveProperty('detailTemplate');
		expect(created.data.properties[0]).not.toHaveProperty('textDisplayHint');
		const legacy = await get('/events/v3/event-definitions/watched_video');
		expect(legacy.data).toMatchObject({
			headerTemplate: '{{ label }}',
			detailTemplate: 'Watched {{ video }}',
			properties: [
				{ name: 'video', textDisplayHint: 'unformatted_single_line' },
				{ name: 'seconds', numberDisplayHint: 'formatted' },
			],
		});
		expect(
			(await get('/events/2026-03/event-definitions')).data.results.map(
				(d: { name: string }) => d.name,
			),
		).toEqual(['watched_video']);
		expect((await post('/events/2026-03/event-definitions', input)).status).toBe(409);
		expect((await get('/events/2026-09/event-definitions')).status).toBe(404);
		expect((await get('/events/custom/2026-03/event-definitions')).status).toBe(404);
	});

	it('manages webhooks at /webhooks/v3, /webhooks/2026-03 and /app-webhooks/2026-09 on one app', async () => {
		const settings = await axios.put(
			url(`/app-webhooks/2026-09/${ACCOUNT.appId}/settings?${key}`),
			{ targetUrl: 'https://example.com/hook' },
			devKey,
		);
		expect(settings.status).toBe(200);
		expect(
			(await get(`/webhooks/v3/${ACCOUNT.appId}/settings?${key}`, devKey)).data.targetUrl,
		).toBe('https://example.com/hook');
		const withoutActive = await post(
			`/webhooks/2026-03/${ACCOUNT.appId}/subscriptions?${key}`,
			{ eventType: 'contact.creation' },
			devKey,
		);
		expect(withoutActive.status).toBe(400);
		expect(withoutActive.data.message).toMatch(/active is required/);
		expect(
			(
				await post(
					`/app-webhooks/2026-09/${ACCOUNT.appId}/subscriptions?${key}`,
					{ eventType: 'contact.deletion' },
					devKey,
				)
			).status,
		).toBe(400);
		const legacyCreated = await post(
			`/webhooks/v3/${ACCOUNT.appId}/subscriptions?${key}`,
			{ eventType: 'contact.creation' },
			devKey,
		);
		expect(legacyCreated.data.active).toBe(false);
		const datedCreated = await post(
			`/app-webhooks/2026-09/${ACCOUNT.appId}/subscriptions?${key}`,
			{ eventType: 'contact.deletion', active: true },
			devKey,
		);
		expect(datedCreated.status).toBe(201);
		const listed = (
			await get(`/webhooks/2026-03/${ACCOUNT.appId}/subscriptions?${key}`, devKey)
		).data.results.map((s: { id: string }) => s.id);
		expect(listed).toEqual([legacyCreated.data.id, datedCreated.data.id]);
		const batch = {
			inputs: [
				{ id: legacyCreated.data.id, active: true },
				{ id: 999999, active: true },
			],
		};
		expect(
			(await post(`/webhooks/v3/${ACCOUNT.appId}/subscriptions/batch/update?${key}`, batch, devKey))
				.status,
		).toBe(207);
		expect(
			(
				await post(
					`/webhooks/2026-03/${ACCOUNT.appId}/subscriptions/batch/update?${key}`,
					batch,
					devKey,
				)
			).status,
		).toBe(207);
		const september = await post(
			`/app-webhooks/2026-09/${ACCOUNT.appId}/subscriptions/batch/update?${key}`,
			batch,
			devKey,
		);
		expect(september.status).toBe(200);
		expect(september.data).toMatchObject({
			numErrors: 1,
			errors: [{ category: 'OBJECT_NOT_FOUND' }],
			results: [{ id: legacyCreated.data.id, active: true }],
		});
		const token = await oauthToken(['developers-read']);
		expect((await get(`/webhooks/2026-03/${ACCOUNT.appId}/settings`, bearer(token))).status).toBe(
			200,
		);
		expect(
			(await get(`/app-webhooks/2026-09/${ACCOUNT.appId}/settings`, bearer(token))).status,
		).toBe(401);
		expect((await get(`/webhooks/2026-09/${ACCOUNT.appId}/settings?${key}`, devKey)).status).toBe(
			404,
		);
	});
});
