import axios, { type AxiosRequestConfig } from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';

/**
 * The sandbox refuses what the service refuses here, so a client check that goes missing makes a
 * test fail instead of writing "[object Object]" or sending to a bad address.
 */
describe('sandbox refusals of values the service cannot take', () => {
	let sandbox: RunningSandbox;
	const auth: AxiosRequestConfig = {
		headers: { Authorization: `Bearer ${ACCOUNT.privateAppToken}` },
		validateStatus: () => true,
	};
	const url = (path: string) => `${sandbox.baseUrl}${path}`;
	const send = (method: 'post' | 'patch' | 'put', path: string, body: unknown) =>
		axios.request({ ...auth, method, url: url(path), data: body });
	const developer = (path: string) =>
		`/webhooks/v3/${ACCOUNT.appId}${path}?hapikey=${ACCOUNT.developerApiKey}`;
	let companyId = '';

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 2, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => {
		await axios.post(url('/__sandbox/reset'));
		companyId = (await axios.get(url('/crm/v3/objects/companies?limit=1'), auth)).data.results[0]
			.id as string;
	});

	const expectRefused = (
		answer: { status: number; data: { category?: string; message?: string } },
		message: RegExp,
	) => {
		expect(answer.status).toBe(400);
		expect(answer.data.category).toBe('VALIDATION_ERROR');
		expect(answer.data.message).toMatch(message);
	};

	it('CRM property values that are objects or lists, on single and batch writes', async () => {
		expectRefused(
			await send('patch', `/crm/v3/objects/companies/${companyId}`, {
				properties: { description: { text: 'x' } },
			}),
			/Cannot deserialize .* from Object value at properties\.description/,
		);
		expectRefused(
			await send('post', '/crm/v3/objects/companies/batch/create', {
				inputs: [{ properties: { name: ['a'] } }],
			}),
			/from Array value at properties\.name/,
		);
		expect(
			(
				await send('patch', `/crm/v3/objects/companies/${companyId}`, {
					properties: { description: 42 },
				})
			).status,
		).toBe(200);
	});

	it('search filter values that are objects', async () => {
		const filter = (value: unknown) => ({
			filterGroups: [{ filters: [{ propertyName: 'name', operator: 'EQ', value }] }],
		});
		expectRefused(
			await send('post', '/crm/v3/objects/companies/search', filter({ name: 'x' })),
			/from Object value at filter\.value/,
		);
		expect((await send('post', '/crm/v3/objects/companies/search', filter('x'))).status).toBe(200);
	});

	it('blog author fields that are not text', async () => {
		const authorId = (await axios.get(url('/cms/v3/blogs/authors?limit=1'), auth)).data.results[0]
			.id as string;
		expectRefused(
			await send('post', '/cms/v3/blogs/authors/batch/update', {
				inputs: [{ id: authorId, bio: { html: 'x' } }],
			}),
			/from Object value at inputs\[0\]\.bio/,
		);
		expect(
			(
				await send('post', '/cms/v3/blogs/authors/batch/update', {
					inputs: [{ id: authorId, bio: 'Writes' }],
				})
			).status,
		).toBe(200);
	});

	it('event definition property options with a display order that is not an integer, and a description that is not text', async () => {
		const definition = (option: object, extra: object = {}) => ({
			label: 'Rated',
			includeDefaultProperties: false,
			propertyDefinitions: [
				{
					label: 'Quality',
					name: 'quality',
					type: 'enumeration',
					options: [{ label: 'HD', value: 'hd', ...option }],
				},
			],
			...extra,
		});
		expectRefused(
			await send('post', '/events/v3/event-definitions', definition({ displayOrder: 'first' })),
			/displayOrder must be an integer/,
		);
		expectRefused(
			await send(
				'post',
				'/events/v3/event-definitions',
				definition({}, { description: { en: 'x' } }),
			),
			/from Object value at description/,
		);
		expect(
			(await send('post', '/events/v3/event-definitions', definition({ displayOrder: 1 }))).status,
		).toBe(201);
	});

	it('single send addresses that are not addresses, line breaks included', async () => {
		const single = (message: object) =>
			send('post', '/marketing/v4/email/single-send', {
				emailId: 6_100_001,
				message: { to: 'ada@sandbox-demo.example', ...message },
			});
		expectRefused(
			await single({ to: 'ada@x.example\r\nBcc: eve@x.example' }),
			/message\.to must be an email address/,
		);
		expectRefused(
			await single({ cc: ['ok@x.example', 'not an address'] }),
			/message\.cc\[1\] must be an email address/,
		);
		expectRefused(await single({ bcc: ['eve'] }), /message\.bcc\[0\] must be an email address/);
		expectRefused(
			await single({ replyTo: ['<ada@x.example>'] }),
			/message\.replyTo\[0\] must be an email address/,
		);
		expect((await single({ cc: ['ok@x.example'] })).status).toBe(200);
	});

	it('object.* subscriptions without a custom object type id, and target URLs on plain http', async () => {
		const subscribe = (objectTypeId?: string) =>
			send('post', developer('/subscriptions'), {
				eventType: 'object.creation',
				active: true,
				...(objectTypeId === undefined ? {} : { objectTypeId }),
			});
		expectRefused(await subscribe(), /objectTypeId must be a custom object type id/);
		expectRefused(await subscribe('2-1/../3'), /objectTypeId must be a custom object type id/);
		expect((await subscribe('2-123456')).status).toBe(201);

		const settings = (targetUrl: string) =>
			send('put', developer('/settings'), { targetUrl, throttling: { maxConcurrentRequests: 5 } });
		expectRefused(await settings('http://example.com/hook'), /targetUrl must be an https URL/);
		expect((await settings('https://example.com/hook')).status).toBe(200);
		expect((await settings('http://127.0.0.1:5678/hook')).status).toBe(200);
	});
});
