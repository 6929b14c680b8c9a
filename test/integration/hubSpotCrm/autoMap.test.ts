/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { useCrmSandbox, jsonOf, pairs } from '../../harness/crmSandbox';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';

const inputsOf = (body: unknown) => (body as { inputs: IDataObject[] }).inputs;

describe('HubSpot CRM: Auto-Map Input Data', () => {
	const state = useCrmSandbox(5);

	describe('Update', () => {
		it("sends the item's fields minus the record ID field and the fields to skip, as strings", async () => {
			const input = [
				{
					id: state.ids[0],
					description: 'Mapped A',
					numberofemployees: 42,
					is_public: true,
					notes: 'not a property',
					source: 'sheet',
				},
				{
					id: state.ids[1],
					description: 'Mapped B',
					numberofemployees: 7,
					is_public: false,
					notes: 'x',
					source: 'sheet',
				},
			];
			const result = await state.sb.run(
				{ operation: 'update', propertiesInput: 'autoMap', fieldsToSkip: 'notes, source' },
				input,
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => [r.id, r.description])).toEqual([
				[state.ids[0], 'Mapped A'],
				[state.ids[1], 'Mapped B'],
			]);
			expect(pairs(result)).toEqual([0, 1]);
			const requests = await state.sb.requests();
			expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
				[
					'PATCH',
					pathIn(ENDPOINTS.crmRecord, { objectType: 'companies', recordId: state.ids[0] }),
					{ properties: { description: 'Mapped A', numberofemployees: '42', is_public: 'true' } },
				],
				[
					'PATCH',
					pathIn(ENDPOINTS.crmRecord, { objectType: 'companies', recordId: state.ids[1] }),
					{ properties: { description: 'Mapped B', numberofemployees: '7', is_public: 'false' } },
				],
			]);
			const stored = (
				await state.sb.record('companies', state.ids[1], ['description', 'numberofemployees'])
			).body.properties as IDataObject;
			expect(stored).toEqual(
				expect.objectContaining({ description: 'Mapped B', numberofemployees: '7' }),
			);
		});

		it('finds the record by another Record ID Field, and null clears a property', async () => {
			const [id] = await state.sb.seed('companies', 1, { description: 'before', city: 'Berlin' });
			await state.sb.clearRequests();
			const result = await state.sb.run(
				{ operation: 'update', propertiesInput: 'autoMap', recordIdField: 'companyId' },
				[{ companyId: id, description: null, city: 'Paris' }],
			);
			expect(result.error).toBeUndefined();
			const [request] = await state.sb.requests();
			expect([request.path, request.body]).toEqual([
				pathIn(ENDPOINTS.crmRecord, { objectType: 'companies', recordId: id }),
				{ properties: { description: '', city: 'Paris' } },
			]);
			const stored = (await state.sb.record('companies', id, ['description', 'city'])).body
				.properties as IDataObject;
			expect(stored.description).toBeFalsy();
			expect(stored.city).toBe('Paris');
		});

		it('refuses a missing record ID field, a nested value and an item with nothing to update, before any request', async () => {
			const missing = await state.sb.run({ operation: 'update', propertiesInput: 'autoMap' }, [
				{ description: 'x' },
			]);
			expect(missing.error?.message).toBe(
				'Record ID Field: input field "id" is missing or empty (item 0)',
			);
			const empty = await state.sb.run(
				{ operation: 'update', propertiesInput: 'autoMap', recordIdField: 'companyId' },
				[{ companyId: ' ', description: 'x' }],
			);
			expect(empty.error?.message).toBe(
				'Record ID Field: input field "companyId" is missing or empty (item 0)',
			);
			const nested = await state.sb.run({ operation: 'update', propertiesInput: 'autoMap' }, [
				{ id: state.ids[0], address: { city: 'Paris' } },
			]);
			expect(nested.error?.message).toBe(
				'Auto-Map Input Data: property "address" must be a text, number or boolean value (item 0)',
			);
			const nothing = await state.sb.run(
				{ operation: 'update', propertiesInput: 'autoMap', fieldsToSkip: 'notes' },
				[{ id: state.ids[0], notes: 'x' }],
			);
			expect(nothing.error?.message).toMatch(
				/^Auto-Map Input Data: nothing to update.*\(item 0\)$/,
			);
			expect(await state.sb.requests()).toHaveLength(0);
		});

		it('with Continue on Fail, a refused item becomes its error item and the others are written', async () => {
			const input = [
				{ id: state.ids[0], description: 'kept' },
				{ description: 'no id' },
				{ id: state.ids[1], description: 'kept too' },
			];
			const result = await state.sb.run(
				{ operation: 'update', propertiesInput: 'autoMap' },
				input,
				{ continueOnFail: true },
			);
			expect(result.error).toBeUndefined();
			expect(result.items.map((i) => [i.pairedItem, i.json.id ?? i.json.error])).toEqual([
				[{ item: 0 }, state.ids[0]],
				[{ item: 1 }, 'Record ID Field: input field "id" is missing or empty (item 1)'],
				[{ item: 2 }, state.ids[1]],
			]);
			expect((await state.sb.requests()).map((r) => r.path)).toEqual(
				state.ids
					.slice(0, 2)
					.map((id) => pathIn(ENDPOINTS.crmRecord, { objectType: 'companies', recordId: id })),
			);
		});
	});

	describe('Batch Update', () => {
		it('updates 250 items in 3 requests; every record is changed', async () => {
			const many = await state.sb.seed('companies', 250, { description: 'before' });
			await state.sb.clearRequests();
			const result = await state.sb.run(
				{ operation: 'batchUpdate', propertiesInput: 'autoMap' },
				many.map((id, n) => ({ id, description: `after ${n}` })),
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => r.id)).toEqual(many);
			expect(pairs(result)).toEqual(many.map((_, n) => n));
			const requests = await state.sb.requests();
			expect(requests.map((r) => [r.path, inputsOf(r.body).length])).toEqual([
				[pathIn(ENDPOINTS.crmBatchUpdate, { objectType: 'companies' }), 100],
				[pathIn(ENDPOINTS.crmBatchUpdate, { objectType: 'companies' }), 100],
				[pathIn(ENDPOINTS.crmBatchUpdate, { objectType: 'companies' }), 50],
			]);
			expect(inputsOf(requests[0].body)[3]).toEqual({
				id: many[3],
				properties: { description: 'after 3' },
			});
			const stored = await state.sb.records('companies', many, ['description']);
			expect(many.map((id) => stored.get(id)?.description)).toEqual(
				many.map((_, n) => `after ${n}`),
			);
		});

		it('updates by ID Property, the Record ID Field holding its value', async () => {
			const records = await state.sb.records('companies', state.ids.slice(0, 2), ['domain']);
			const domains = state.ids.slice(0, 2).map((id) => records.get(id)?.domain as string);
			await state.sb.clearRequests();
			const result = await state.sb.run(
				{
					operation: 'batchUpdate',
					propertiesInput: 'autoMap',
					recordIdField: 'domain',
					idProperty: 'domain',
					fieldsToSkip: 'row',
				},
				[
					{ row: 1, domain: domains[1], description: 'by domain B' },
					{ row: 2, domain: domains[0], description: 'by domain A' },
				],
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => r.id)).toEqual([state.ids[1], state.ids[0]]);
			expect(inputsOf((await state.sb.requests())[0].body)).toEqual([
				{ id: domains[1], idProperty: 'domain', properties: { description: 'by domain B' } },
				{ id: domains[0], idProperty: 'domain', properties: { description: 'by domain A' } },
			]);
			const stored = await state.sb.records('companies', state.ids.slice(0, 2), ['description']);
			expect(stored.get(state.ids[0])?.description).toBe('by domain A');
		});

		it('refuses a missing record ID field, a nested value and an item with nothing to update, before any request', async () => {
			const missing = await state.sb.run({ operation: 'batchUpdate', propertiesInput: 'autoMap' }, [
				{ id: state.ids[0], description: 'x' },
				{ description: 'x' },
			]);
			expect(missing.error?.message).toBe(
				'Record ID Field: input field "id" is missing or empty (item 1)',
			);
			const nested = await state.sb.run({ operation: 'batchUpdate', propertiesInput: 'autoMap' }, [
				{ id: state.ids[0], tags: ['a', 'b'] },
			]);
			expect(nested.error?.message).toBe(
				'Auto-Map Input Data: property "tags" must be a text, number or boolean value (item 0)',
			);
			const nothing = await state.sb.run({ operation: 'batchUpdate', propertiesInput: 'autoMap' }, [
				{ id: state.ids[0], description: 'x' },
				{ id: state.ids[1] },
			]);
			expect(nothing.error?.message).toMatch(
				/^Auto-Map Input Data: nothing to update.*\(item 1\)$/,
			);
			expect(await state.sb.requests()).toHaveLength(0);
		});

		it('with Continue on Fail, refused items become their error items and the others are written', async () => {
			const result = await state.sb.run(
				{ operation: 'batchUpdate', propertiesInput: 'autoMap' },
				[
					{ id: state.ids[0], description: 'written 0' },
					{ description: 'no id' },
					{ id: state.ids[1], address: { city: 'Paris' } },
					{ id: state.ids[2] },
					{ id: state.ids[3], description: 'written 4' },
				],
				{ continueOnFail: true },
			);
			expect(result.error).toBeUndefined();
			expect(result.items.map((i) => [i.pairedItem, i.json.id ?? i.json.error])).toEqual([
				[{ item: 0 }, state.ids[0]],
				[{ item: 1 }, 'Record ID Field: input field "id" is missing or empty (item 1)'],
				[
					{ item: 2 },
					'Auto-Map Input Data: property "address" must be a text, number or boolean value (item 2)',
				],
				[{ item: 3 }, expect.stringMatching(/^Auto-Map Input Data: nothing to update/)],
				[{ item: 4 }, state.ids[3]],
			]);
			const requests = await state.sb.requests();
			expect(requests.map((r) => inputsOf(r.body).map((i) => i.id))).toEqual([
				[state.ids[0], state.ids[3]],
			]);
			const stored = await state.sb.records('companies', state.ids.slice(0, 4), ['description']);
			expect(state.ids.slice(0, 4).map((id) => stored.get(id)?.description)).toEqual([
				'written 0',
				expect.anything(),
				expect.anything(),
				'written 4',
			]);
			expect(stored.get(state.ids[1])?.description).not.toBe('no id');
		});
	});

	describe('Batch Create', () => {
		it("creates a record per item from the item's fields, skipping the listed ones", async () => {
			const result = await state.sb.run(
				{ operation: 'batchCreate', propertiesInput: 'autoMap', fieldsToSkip: 'row' },
				[
					{ row: 1, name: 'Auto A', domain: 'auto-a.example', numberofemployees: 3, city: null },
					{ row: 2, name: 'Auto B', domain: 'auto-b.example', is_public: true },
				],
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result).map((r) => [r.name, r.domain])).toEqual([
				['Auto A', 'auto-a.example'],
				['Auto B', 'auto-b.example'],
			]);
			const [request] = await state.sb.requests();
			expect(inputsOf(request.body).map((i) => i.properties)).toEqual([
				{ name: 'Auto A', domain: 'auto-a.example', numberofemployees: '3', city: '' },
				{ name: 'Auto B', domain: 'auto-b.example', is_public: 'true' },
			]);
			const created = (
				await state.sb.record('companies', result.items[1].json.id as string, ['is_public'])
			).body.properties as IDataObject;
			expect(created.is_public).toBe('true');
		});

		it('refuses a nested value before any request; with Continue on Fail, only that item', async () => {
			const input = [{ name: 'Fine' }, { name: 'Nested', address: { city: 'Paris' } }];
			const refused = await state.sb.run(
				{ operation: 'batchCreate', propertiesInput: 'autoMap' },
				input,
			);
			expect(refused.error?.message).toBe(
				'Auto-Map Input Data: property "address" must be a text, number or boolean value (item 1)',
			);
			expect(await state.sb.requests()).toHaveLength(0);
			const kept = await state.sb.run(
				{ operation: 'batchCreate', propertiesInput: 'autoMap' },
				input,
				{ continueOnFail: true },
			);
			expect(kept.items.map((i) => [i.pairedItem, i.json.name ?? i.json.error])).toEqual([
				[{ item: 0 }, 'Fine'],
				[
					{ item: 1 },
					'Auto-Map Input Data: property "address" must be a text, number or boolean value (item 1)',
				],
			]);
			expect((await state.sb.requests()).map((r) => inputsOf(r.body).length)).toEqual([1]);
		});
	});
});
