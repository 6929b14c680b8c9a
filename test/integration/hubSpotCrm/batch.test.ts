/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { useCrmSandbox, jsonOf, pairs } from '../../harness/crmSandbox';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { apiVersionMode, pathIn } from '../../harness/apiVersions';

const inputsOf = (body: unknown) => (body as { inputs: IDataObject[] }).inputs;

describe('HubSpot CRM: batch operations', () => {
	const state = useCrmSandbox(100);

	describe('Batch Read', () => {
		it('reads 250 items in 3 requests and pairs every record with its item', async () => {
			const many = [...(await state.sb.seed('companies', 250))];
			await state.sb.clearRequests();
			const result = await state.sb.run(
				{ operation: 'batchRead', recordId: '={{ $json.id }}', options: { properties: ['name'] } },
				many.map((id) => ({ id })),
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => r.id)).toEqual(many);
			expect(pairs(result)).toEqual(many.map((_, n) => n));
			const requests = await state.sb.requests();
			expect(requests.map((r) => [r.path, inputsOf(r.body).length])).toEqual([
				[pathIn(ENDPOINTS.crmBatchRead, { objectType: 'companies' }), 100],
				[pathIn(ENDPOINTS.crmBatchRead, { objectType: 'companies' }), 100],
				[pathIn(ENDPOINTS.crmBatchRead, { objectType: 'companies' }), 50],
			]);
		});

		it('asks 50 per request with property history', async () => {
			const result = await state.sb.run(
				{
					operation: 'batchRead',
					recordId: '={{ $json.id }}',
					simplify: false,
					options: { propertiesWithHistory: ['name'] },
				},
				state.ids.map((id) => ({ id })),
			);
			expect(result.error).toBeUndefined();
			expect((await state.sb.requests()).map((r) => inputsOf(r.body).length)).toEqual([50, 50]);
			expect(result.items[0].json.propertiesWithHistory).toBeDefined();
		});

		it('reads by a unique property and maps records back by its value', async () => {
			const first = await state.sb.record('companies', state.ids[0], ['domain']);
			const second = await state.sb.record('companies', state.ids[1], ['domain']);
			const domains = [
				(second.body.properties as IDataObject).domain,
				(first.body.properties as IDataObject).domain,
			] as string[];
			await state.sb.clearRequests();
			const result = await state.sb.run(
				{
					operation: 'batchRead',
					recordId: '={{ $json.domain }}',
					options: { idProperty: 'domain', properties: ['name'] },
				},
				domains.map((domain) => ({ domain })),
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => r.id)).toEqual([state.ids[1], state.ids[0]]);
			expect((await state.sb.requests())[0].body).toEqual(
				expect.objectContaining({ idProperty: 'domain', properties: ['name', 'domain'] }),
			);
		});

		it('with Continue on Fail, an unknown id becomes its error item and the others succeed', async () => {
			const result = await state.sb.run(
				{ operation: 'batchRead', recordId: '={{ $json.id }}' },
				[{ id: state.ids[0] }, { id: '999999999' }, { id: state.ids[1] }],
				{ continueOnFail: true },
			);
			expect(result.error).toBeUndefined();
			expect(result.items.map((i) => [i.pairedItem, i.json.id ?? i.json.category])).toEqual([
				[{ item: 0 }, state.ids[0]],
				[{ item: 1 }, 'OBJECT_NOT_FOUND'],
				[{ item: 2 }, state.ids[1]],
			]);
		});

		it('without Continue on Fail, fails naming the items that failed', async () => {
			const result = await state.sb.run({ operation: 'batchRead', recordId: '={{ $json.id }}' }, [
				{ id: state.ids[0] },
				{ id: '999999999' },
			]);
			expect(result.error?.message).toMatch(/^1 of 2 items failed — item 1: /);
		});
	});

	describe('Batch Update', () => {
		it('updates 250 items in 3 requests, empty values clearing, each result paired', async () => {
			const many = await state.sb.seed('companies', 250, { description: 'before' });
			await state.sb.clearRequests();
			const result = await state.sb.run(
				{
					operation: 'batchUpdate',
					recordId: '={{ $json.id }}',
					propertiesInput: 'json',
					propertiesJson: '={{ JSON.stringify({ description: $json.description }) }}',
				},
				many.map((id, n) => ({ id, description: n === 0 ? '' : `after ${n}` })),
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => r.id)).toEqual(many);
			expect((await state.sb.requests()).map((r) => inputsOf(r.body).length)).toEqual([
				100, 100, 50,
			]);
			expect(
				(
					(await state.sb.record('companies', many[7], ['description'])).body
						.properties as IDataObject
				).description,
			).toBe('after 7');
			expect(
				(
					(await state.sb.record('companies', many[0], ['description'])).body
						.properties as IDataObject
				).description,
			).toBeFalsy();
		});

		it('updates by a unique property (idProperty in each input)', async () => {
			const { body } = await state.sb.record('companies', state.ids[2], ['domain']);
			const domain = (body.properties as IDataObject).domain as string;
			await state.sb.clearRequests();
			const result = await state.sb.run({
				operation: 'batchUpdate',
				recordId: domain,
				idProperty: 'domain',
				propertyValues: { values: [{ name: 'description', value: 'by domain' }] },
			});
			expect(result.error).toBeUndefined();
			expect(result.items[0].json.id).toBe(state.ids[2]);
			expect(inputsOf((await state.sb.requests())[0].body)).toEqual([
				{ id: domain, idProperty: 'domain', properties: { description: 'by domain' } },
			]);
		});

		it('with Continue on Fail, maps a 207 error to its item; without it, names the item', async () => {
			const input = [{ id: state.ids[0] }, { id: '999999999' }];
			const parameters = {
				operation: 'batchUpdate',
				recordId: '={{ $json.id }}',
				propertyValues: { values: [{ name: 'description', value: 'x' }] },
			};
			const kept = await state.sb.run(parameters, input, { continueOnFail: true });
			expect(kept.items.map((i) => [i.pairedItem, i.json.id ?? i.json.category])).toEqual([
				[{ item: 0 }, state.ids[0]],
				[{ item: 1 }, 'OBJECT_NOT_FOUND'],
			]);
			const failed = await state.sb.run(parameters, input);
			expect(failed.error?.message).toMatch(/^1 of 2 items failed — item 1: /);
		});

		it("reports the service's error for a read-only property", async () => {
			const result = await state.sb.run(
				{
					operation: 'batchUpdate',
					recordId: state.ids[0],
					propertiesInput: 'json',
					propertiesJson: '{"hs_object_id": "1"}',
				},
				[{}],
				{ continueOnFail: true },
			);
			expect(result.items[0].json.error).toMatch(/hs_object_id/);
		});

		it('refuses invalid JSON and an empty id before any request', async () => {
			const json = await state.sb.run(
				{
					operation: 'batchUpdate',
					recordId: state.ids[0],
					propertiesInput: 'json',
					propertiesJson: '{nope',
				},
				[{}, {}],
			);
			expect(json.error?.message).toMatch(/^Properties \(JSON\): is not valid JSON .*\(item 0\)/);
			const empty = await state.sb.run(
				{
					operation: 'batchUpdate',
					recordId: '={{ $json.id }}',
					propertiesInput: 'json',
					propertiesJson: '{}',
				},
				[{ id: state.ids[0] }, { id: '' }],
			);
			expect(empty.error?.message).toBe('Record ID: must not be empty (item 1)');
			expect(await state.sb.requests()).toHaveLength(0);
		});
	});

	describe('Batch Create', () => {
		it('creates one record per item with a trace id each, maps results back, and creates associations', async () => {
			const contacts = await state.sb.ids('contacts', 1);
			await state.sb.clearRequests();
			const result = await state.sb.run(
				{
					operation: 'batchCreate',
					propertiesInput: 'json',
					propertiesJson: '={{ JSON.stringify({ name: $json.name }) }}',
					associations: {
						values: [
							{ toId: contacts[0], associationTypeId: 280, associationCategory: 'HUBSPOT_DEFINED' },
						],
					},
				},
				[{ name: 'Created A' }, { name: 'Created B' }],
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => r.name)).toEqual(['Created A', 'Created B']);
			const [request] = await state.sb.requests();
			const inputs = inputsOf(request.body);
			expect(new Set(inputs.map((i) => i.objectWriteTraceId)).size).toBe(2);
			const assoc = await state.sb.call<{ results: Array<{ to: Array<{ id: string }> }> }>(
				'POST',
				'/crm/v3/associations/companies/contacts/batch/read',
				{ inputs: [{ id: result.items[0].json.id }] },
			);
			expect(assoc.body.results[0].to.map((t) => t.id)).toContain(contacts[0]);
		});

		it('creates projects at their own path, 250 items in 3 requests', async () => {
			const input = Array.from({ length: 250 }, (_, n) => ({ name: `Project ${n}` }));
			const result = await state.sb.run(
				{
					operation: 'batchCreate',
					objectType: 'projects',
					propertiesInput: 'json',
					propertiesJson: '={{ JSON.stringify({ hs_name: $json.name }) }}',
				},
				input,
			);
			expect(result.error).toBeUndefined();
			expect(result.items).toHaveLength(250);
			expect(new Set(jsonOf(result).map((r) => r.id)).size).toBe(250);
			expect((await state.sb.requests()).map((r) => [r.path, inputsOf(r.body).length])).toEqual([
				[pathIn(ENDPOINTS.projectBatchCreate), 100],
				[pathIn(ENDPOINTS.projectBatchCreate), 100],
				[pathIn(ENDPOINTS.projectBatchCreate), 50],
			]);
		});

		it('maps a failed input to its item by trace id with Continue on Fail (207, or 201 with errors in 2026-09)', async () => {
			const result = await state.sb.run(
				{
					operation: 'batchCreate',
					propertiesInput: 'json',
					propertiesJson: '={{ JSON.stringify($json) }}',
				},
				[{ name: 'fine' }, { no_such_property: 'x' }, { name: 'fine too' }],
				{ continueOnFail: true },
			);
			expect(result.error).toBeUndefined();
			expect(result.items.map((i) => [i.pairedItem, i.json.error === undefined])).toEqual([
				[{ item: 0 }, true],
				[{ item: 1 }, false],
				[{ item: 2 }, true],
			]);
			expect((await state.sb.requests()).map((r) => r.status)).toEqual([
				apiVersionMode === 'latest' ? 201 : 207,
			]);
		});
	});

	describe('Batch Archive', () => {
		it('archives 250 items in 3 requests; the records are archived', async () => {
			const many = await state.sb.seed('companies', 250);
			await state.sb.clearRequests();
			const result = await state.sb.run(
				{ operation: 'batchArchive', recordId: '={{ $json.id }}' },
				many.map((id) => ({ id })),
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result)).toEqual(many.map((id) => ({ id, archived: true })));
			expect(
				(await state.sb.requests()).map((r) => [r.path, inputsOf(r.body).length, r.status]),
			).toEqual([
				[pathIn(ENDPOINTS.crmBatchArchive, { objectType: 'companies' }), 100, 204],
				[pathIn(ENDPOINTS.crmBatchArchive, { objectType: 'companies' }), 100, 204],
				[pathIn(ENDPOINTS.crmBatchArchive, { objectType: 'companies' }), 50, 204],
			]);
			expect((await state.sb.record('companies', many[3])).status).toBe(404);
		});
	});

	describe('Association Batch Read', () => {
		it('reads the associated ids of every input record in one request', async () => {
			const result = await state.sb.run(
				{
					resource: 'association',
					operation: 'batchRead',
					fromObjectType: 'companies',
					toObjectType: 'contacts',
					recordId: '={{ $json.id }}',
				},
				state.ids.slice(0, 20).map((id) => ({ id })),
				{ continueOnFail: true },
			);
			expect(result.error).toBeUndefined();
			expect(result.items).toHaveLength(20);
			const found = result.items.filter((i) => !i.json.error);
			expect(found.length).toBeGreaterThan(0);
			for (const item of found) {
				expect((item.json.from as IDataObject).id).toBe(
					state.ids[(item.pairedItem as { item: number }).item],
				);
				// The date versions answer in v4's shape; the node keeps the output it always had.
				const to = item.json.to as IDataObject[];
				expect(to.length).toBeGreaterThan(0);
				for (const association of to)
					expect(association).toEqual({
						id: expect.stringMatching(/^\d+$/),
						type: 'company_to_contact',
					});
			}
			expect((await state.sb.requests()).map((r) => r.path)).toEqual([
				pathIn(ENDPOINTS.crmAssociationsBatchRead, {
					fromObjectType: 'companies',
					toObjectType: 'contacts',
				}),
			]);
		});

		it('maps an unknown id to its error item with Continue on Fail', async () => {
			const result = await state.sb.run(
				{
					resource: 'association',
					operation: 'batchRead',
					fromObjectType: 'companies',
					toObjectType: 'contacts',
					recordId: '={{ $json.id }}',
				},
				[{ id: '999999999' }],
				{ continueOnFail: true },
			);
			expect(result.items[0].json.error).toBeDefined();
			expect(result.items[0].pairedItem).toEqual({ item: 0 });
		});
	});
});
