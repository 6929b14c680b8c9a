/**
 * @apiVersionModes latest — what it proves, answers that are not HubSpot's, does not depend on the version's paths: every
 * path is proven in every mode by the resource suites and apiVersions/demoPaths.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import type { FaultSpec } from '../../sandbox/faults';
import { jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';

/** What a corporate proxy or a captive portal answers instead of HubSpot. */
const PORTAL_PAGE =
	'<!DOCTYPE html><html><head><title>Sign in to the guest network</title></head><body>Accept the terms</body></html>';

/** Enough matching faults to outlast every attempt the transport makes. */
const EVERY_ATTEMPT = 10;

describe("answers that are not HubSpot's are failures, retried only when safe", () => {
	const state = useCrmSandbox();
	const companies = () =>
		state.sb.call<{ total: number }>('POST', '/crm/v3/objects/companies/search', { limit: 1 });
	const fault = async (spec: FaultSpec) => await state.sb.control('POST', 'faults', spec);

	const sendEmail = async (options: IDataObject = {}) =>
		await state.sb.engine.runNode(
			{
				type: 'hubSpotMarketingEmail',
				parameters: {
					authentication: 'appToken',
					resource: 'singleSend',
					operation: 'send',
					emailId: 6100001,
					to: 'ada@sandbox-demo.example',
					options,
				} as INodeParameters,
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail: true,
			},
			[{}],
		);
	const sends = async () =>
		(await state.sb.requests()).filter((r) => r.path === pathIn(ENDPOINTS.singleSend));

	it('Get Many: an HTML page answering page 2 with 200 is retried, and every record is output', async () => {
		const { total } = (await companies()).body;
		await state.sb.clearRequests();
		await fault({
			method: 'GET',
			path: pathIn(ENDPOINTS.crmRecords, { objectType: 'companies' }),
			skip: 1,
			status: 200,
			body: PORTAL_PAGE,
		});
		const result = await state.sb.run({ operation: 'getMany', returnAll: true });
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(total);
		expect(new Set(jsonOf(result).map((r) => r.id)).size).toBe(total);
		const requests = await state.sb.requests();
		// Page 2 was asked for twice: the HTML answer, then HubSpot's.
		expect(requests[2].query).toEqual(requests[1].query);
	});

	it('Get Many: an HTML page that stays fails the item, naming status, content type, body and path, never the query', async () => {
		expect((await companies()).body.total).toBeGreaterThan(100);
		await state.sb.clearRequests();
		await fault({
			method: 'GET',
			path: pathIn(ENDPOINTS.crmRecords, { objectType: 'companies' }),
			skip: 1,
			status: 200,
			body: PORTAL_PAGE,
			times: EVERY_ATTEMPT,
		});
		const result = await state.sb.run({ operation: 'getMany', returnAll: true }, [{}], {
			continueOnFail: true,
		});
		expect(result.error).toBeUndefined();
		// No partial list is passed off as the whole: the item is an error.
		expect(result.items).toHaveLength(1);
		expect(pairs(result)).toEqual([0]);
		const message = String(result.items[0].json.error);
		expect(message).toContain(`GET ${pathIn(ENDPOINTS.crmRecords, { objectType: 'companies' })}`);
		expect(message).toContain('HTTP 200');
		expect(message).toContain('text/html');
		expect(message).toContain('<!DOCTYPE html><html><head><title>Sign in');
		expect(message).toContain('"results" list');
		expect(message).not.toContain('after=');
		expect(message).not.toContain('limit');
		const requests = await state.sb.requests();
		expect(requests[0].status).toBe(200);
		expect(requests.length).toBeGreaterThan(2);
	});

	it('Search: an HTML 200 on page 2 is retried and the search output whole', async () => {
		const { total } = (await companies()).body;
		await state.sb.clearRequests();
		await fault({ method: 'POST', path: '/search', skip: 1, status: 200, body: PORTAL_PAGE });
		const result = await state.sb.run({ operation: 'search', returnAll: true });
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(total);
		const searches = (await state.sb.requests()).filter((r) => r.path.endsWith('/search'));
		expect(searches[2].body).toEqual(searches[1].body);
	});

	it('Search past 10,000: an HTML 200 answering the continuation is retried, not read as the end', async () => {
		const ids = await state.sb.seed('companies', 10_250, { industry: 'DEEP_HTML' });
		await state.sb.clearRequests();
		// The first 50 pages (10,000 matches) pass; the continuation above the last id gets the page.
		await fault({ method: 'POST', path: '/search', skip: 50, status: 200, body: PORTAL_PAGE });
		const filters = {
			groups: [
				{
					filters: {
						conditions: [{ propertyName: 'industry', operator: 'EQ', value: 'DEEP_HTML' }],
					},
				},
			],
		};
		const result = await state.sb.run({
			operation: 'search',
			filterGroups: filters,
			returnAll: true,
		});
		expect(result.error).toBeUndefined();
		expect(new Set(jsonOf(result).map((r) => String(r.id)))).toEqual(new Set(ids));
		expect(result.items).toHaveLength(10_250);
		const searches = (await state.sb.requests()).filter((r) => r.path.endsWith('/search'));
		expect(searches).toHaveLength(53);
		expect(searches[51].body).toEqual(searches[50].body);
	});

	it('Update: an empty 200 is not a success; the PATCH is repeated and the record output', async () => {
		const [id] = await state.sb.ids('companies', 1);
		await state.sb.clearRequests();
		await fault({ method: 'PATCH', status: 200, body: '', contentType: 'application/json' });
		const result = await state.sb.run({
			operation: 'update',
			recordId: id,
			propertyValues: { values: [{ name: 'description', value: 'after an empty answer' }] },
		});
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([expect.objectContaining({ id })]);
		expect(jsonOf(result)[0]).not.toEqual({});
		expect((await state.sb.requests()).map((r) => `${r.method} ${r.status}`)).toEqual([
			'PATCH 200',
			'PATCH 200',
		]);
		expect((await state.sb.record('companies', id, ['description'])).body.properties).toMatchObject(
			{ description: 'after an empty answer' },
		);
	});

	it('Single Send: an HTML or empty 200 is an error item, not the item, and the send is not repeated', async () => {
		await fault({
			method: 'POST',
			path: pathIn(ENDPOINTS.singleSend),
			status: 200,
			body: PORTAL_PAGE,
		});
		const html = await sendEmail();
		expect(html.items).toHaveLength(1);
		expect(html.items[0].pairedItem).toEqual({ item: 0 });
		expect(String(html.items[0].json.error)).toContain('HTTP 200, text/html');
		expect(String(html.items[0].json.error)).toContain('"statusId", "status"');
		expect(html.items[0].json.error).not.toBe(PORTAL_PAGE);
		expect(await sends()).toHaveLength(1);

		await state.sb.clearRequests();
		await fault({ method: 'POST', path: pathIn(ENDPOINTS.singleSend), status: 200, body: '' });
		const empty = await sendEmail();
		expect(String(empty.items[0].json.error)).toContain('an empty body');
		expect(empty.items[0].json).not.toHaveProperty('statusId');
		expect(await sends()).toHaveLength(1);
	});

	it('Single Send: JSON that is not an object is an error item', async () => {
		await fault({
			method: 'POST',
			path: pathIn(ENDPOINTS.singleSend),
			status: 200,
			body: ['queued'],
		});
		const result = await sendEmail();
		expect(result.items).toHaveLength(1);
		expect(String(result.items[0].json.error)).toContain('a body beginning "[\\"queued\\"]"');
		expect(await sends()).toHaveLength(1);
	});

	it('Single Send: a truncated JSON answer gives a clear message, not the truncated body, and is not sent twice', async () => {
		await fault({
			method: 'POST',
			path: pathIn(ENDPOINTS.singleSend),
			apply: true,
			truncateAfter: 25,
		});
		const result = await sendEmail();
		expect(result.items).toHaveLength(1);
		const message = String(result.items[0].json.error);
		expect(message).toMatch(
			/^Request to HubSpot failed: the answer to POST \S+single-send is not HubSpot's: HTTP 200, application\/json/,
		);
		expect(message).toContain('not sent again');
		expect(message).not.toMatch(/^\{"statusId/);
		const logged = await sends();
		expect(logged).toHaveLength(1);
		expect(logged[0].fault).toBe('body cut after 25 bytes');
	});

	it("a connection reset in the middle of a read's answer is retried, and the run succeeds", async () => {
		const { total } = (await companies()).body;
		await state.sb.clearRequests();
		await fault({
			method: 'GET',
			path: pathIn(ENDPOINTS.crmRecords, { objectType: 'companies' }),
			apply: true,
			resetAfter: 40,
		});
		const result = await state.sb.run({ operation: 'getMany', returnAll: true });
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(total);
		const requests = await state.sb.requests();
		expect(requests[0].fault).toBe('connection reset after 40 bytes of the body');
		expect(requests[1].query).toEqual(requests[0].query);
	});

	it("a connection reset in the middle of a create's answer is not repeated: created once, each item told what happened", async () => {
		const before = (await companies()).body.total;
		await state.sb.clearRequests();
		await fault({ method: 'POST', path: '/batch/create', apply: true, resetAfter: 40 });
		const names = ['Reset One', 'Reset Two', 'Reset Three'];
		const result = await state.sb.run(
			{
				operation: 'batchCreate',
				propertiesInput: 'json',
				propertiesJson: '={{ JSON.stringify({ name: $json.name }) }}',
			},
			names.map((name) => ({ name })),
			{ continueOnFail: true },
		);
		expect(result.error).toBeUndefined();
		expect(pairs(result)).toEqual([0, 1, 2]);
		for (const item of jsonOf(result)) {
			expect(String(item.error)).toContain(
				'the connection broke while the answer (HTTP 201) was arriving',
			);
			expect(String(item.error)).toContain('check in HubSpot whether it was applied');
		}
		const creates = (await state.sb.requests()).filter((r) => r.path.endsWith('/batch/create'));
		expect(creates).toHaveLength(1);
		expect((await companies()).body.total).toBe(before + names.length);
	});

	it('a create handled and then dropped before any answer is not repeated: created once', async () => {
		const before = (await companies()).body.total;
		await state.sb.clearRequests();
		await fault({ method: 'POST', path: '/batch/create', apply: true, drop: true });
		const result = await state.sb.run(
			{
				operation: 'batchCreate',
				propertiesInput: 'json',
				propertiesJson: '={{ JSON.stringify({ name: $json.name }) }}',
			},
			[{ name: 'Dropped answer' }],
			{ continueOnFail: true },
		);
		expect(pairs(result)).toEqual([0]);
		expect(String(jsonOf(result)[0].error)).toContain('check in HubSpot whether it was applied');
		const creates = (await state.sb.requests()).filter((r) => r.path.endsWith('/batch/create'));
		expect(creates.map((r) => r.fault)).toEqual(['connection dropped after handling']);
		expect((await companies()).body.total).toBe(before + 1);
	});

	it('423 and 477 on a create say nothing was applied: the create is repeated and written once', async () => {
		const before = (await companies()).body.total;
		await state.sb.clearRequests();
		await fault({
			method: 'POST',
			path: '/batch/create',
			status: 423,
			headers: { 'Retry-After': '0' },
			body: { status: 'error', message: 'The record is locked', category: 'LOCKED' },
		});
		await fault({
			method: 'POST',
			path: '/batch/create',
			status: 477,
			headers: { 'Retry-After': '0' },
			body: {
				status: 'error',
				message: 'Migration in progress',
				category: 'MIGRATION_IN_PROGRESS',
			},
		});
		const result = await state.sb.run(
			{
				operation: 'batchCreate',
				propertiesInput: 'json',
				propertiesJson: '={{ JSON.stringify({ name: $json.name }) }}',
			},
			[{ name: 'After the lock' }],
		);
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([expect.objectContaining({ id: expect.any(String) })]);
		expect(
			(await state.sb.requests())
				.filter((r) => r.path.endsWith('/batch/create'))
				.map((r) => r.status),
		).toEqual([423, 477, 201]);
		expect((await companies()).body.total).toBe(before + 1);
	});

	it('477 on Single Send is retried and the email sent once', async () => {
		await fault({
			method: 'POST',
			path: pathIn(ENDPOINTS.singleSend),
			status: 477,
			headers: { 'Retry-After': '0' },
			body: { status: 'error', message: 'Migration in progress' },
		});
		const result = await sendEmail();
		expect(result.items[0].json).toMatchObject({
			statusId: expect.any(String),
			status: expect.any(String),
		});
		expect((await sends()).map((r) => r.status)).toEqual([477, 200]);
	});

	it('Batch Archive: an HTML 200 where HubSpot answers 204 archives nothing and says so for every item', async () => {
		const ids = await state.sb.ids('companies', 3);
		await state.sb.clearRequests();
		await fault({
			method: 'POST',
			path: '/batch/archive',
			status: 200,
			body: PORTAL_PAGE,
			times: EVERY_ATTEMPT,
		});
		const result = await state.sb.run(
			{ operation: 'batchArchive', recordId: '={{ $json.id }}' },
			ids.map((id) => ({ id })),
			{ continueOnFail: true },
		);
		expect(result.error).toBeUndefined();
		expect(pairs(result)).toEqual([0, 1, 2]);
		for (const item of jsonOf(result)) {
			expect(item).not.toHaveProperty('archived');
			expect(String(item.error)).toContain('expected HTTP 204 with no body');
		}
		for (const id of ids) expect((await state.sb.record('companies', id)).status).toBe(200);
	});
});
