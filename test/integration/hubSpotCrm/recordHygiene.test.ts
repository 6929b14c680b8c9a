/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';

describe('HubSpot CRM: Record Merge and GDPR Delete', () => {
	const state = useCrmSandbox();

	const contact = async (properties: IDataObject) =>
		(await state.sb.call<{ id: string }>('POST', '/crm/v3/objects/contacts', { properties })).body
			.id;

	describe('Merge', () => {
		it("merges each item's two records and outputs the new record with the two ids it replaces; the old ids then read the new record", async () => {
			const pairsOfIds = [
				[
					await contact({ email: 'ada@example.com', firstname: 'Ada' }),
					await contact({ email: 'ada2@example.com', lastname: 'Lovelace' }),
				],
				[await contact({ email: 'grace@example.com' }), await contact({ firstname: 'Grace' })],
			];
			await state.sb.clearRequests();
			const result = await state.sb.run(
				{
					operation: 'merge',
					objectType: 'contacts',
					primaryRecordId: '={{ $json.keep }}',
					recordIdToMerge: '={{ $json.drop }}',
				},
				pairsOfIds.map(([keep, drop]) => ({ keep, drop })),
			);
			expect(result.error).toBeUndefined();
			expect(pairs(result)).toEqual([0, 1]);
			const [first, second] = jsonOf(result);
			expect(first).toEqual(
				expect.objectContaining({
					email: 'ada@example.com',
					firstname: 'Ada',
					lastname: 'Lovelace',
					mergedRecordIds: pairsOfIds[0],
				}),
			);
			expect(second).toEqual(
				expect.objectContaining({
					email: 'grace@example.com',
					firstname: 'Grace',
					mergedRecordIds: pairsOfIds[1],
				}),
			);
			for (const [index, merged] of [first, second].entries()) {
				expect(pairsOfIds[index]).not.toContain(merged.id);
				for (const old of pairsOfIds[index])
					expect((await state.sb.record('contacts', old)).body.id).toBe(merged.id);
			}
			const requests = (await state.sb.requests()).filter((r) => r.path.endsWith('/merge'));
			expect(requests.map((r) => [r.method, r.path, r.status, r.body])).toEqual(
				pairsOfIds.map(([keep, drop]) => [
					'POST',
					pathIn(ENDPOINTS.crmMerge, { objectType: 'contacts' }),
					200,
					{ primaryObjectId: keep, objectIdToMerge: drop },
				]),
			);
		});

		it('merges deals (by their type id) and custom object records, raw with Simplify off', async () => {
			const deals = await state.sb.ids('0-3', 2);
			const cars = await state.sb.ids('p62515_cars', 2);
			await state.sb.clearRequests();
			const deal = await state.sb.run({
				operation: 'merge',
				objectType: '0-3',
				primaryRecordId: deals[0],
				recordIdToMerge: deals[1],
				simplify: false,
			});
			expect(deal.error).toBeUndefined();
			expect(deal.items[0].json).toEqual(
				expect.objectContaining({
					id: expect.any(String),
					properties: expect.any(Object),
					mergedRecordIds: deals,
				}),
			);
			const car = await state.sb.run({
				operation: 'merge',
				objectType: 'custom',
				objectTypeCustom: '2-3453001',
				primaryRecordId: cars[0],
				recordIdToMerge: cars[1],
			});
			expect(car.error).toBeUndefined();
			expect((await state.sb.record('p62515_cars', cars[1])).body.id).toBe(car.items[0].json.id);
			expect(
				(await state.sb.requests()).filter((r) => r.method === 'POST').map((r) => r.path),
			).toEqual([
				pathIn(ENDPOINTS.crmMerge, { objectType: '0-3' }),
				pathIn(ENDPOINTS.crmMerge, { objectType: '2-3453001' }),
			]);
		});

		it('refuses equal ids and ids that are not digits before any request, naming the field and the item', async () => {
			const [a, b] = await state.sb.ids('companies', 2);
			await state.sb.clearRequests();
			const same = await state.sb.run(
				{ operation: 'merge', primaryRecordId: a, recordIdToMerge: '={{ $json.id }}' },
				[{ id: b }, { id: ` ${a} ` }],
				{ continueOnFail: true },
			);
			expect(same.items.map((i) => [i.pairedItem, i.json.error ?? i.json.mergedRecordIds])).toEqual(
				[
					[{ item: 0 }, [a, b]],
					[
						{ item: 1 },
						`Record ID to Merge: must differ from the Primary Record ID (both are ${a}) (item 1)`,
					],
				],
			);
			const text = await state.sb.run({
				operation: 'merge',
				primaryRecordId: 'abc',
				recordIdToMerge: b,
			});
			expect(text.error?.message).toBe(
				'Primary Record ID: must be digits only, got "abc" (item 0)',
			);
			const empty = await state.sb.run(
				{ operation: 'merge', primaryRecordId: a, recordIdToMerge: '={{ $json.drop }}' },
				[{ drop: '' }],
			);
			expect(empty.error?.message).toBe('Record ID to Merge: must not be empty (item 0)');
			expect((await state.sb.requests()).filter((r) => r.path.endsWith('/merge'))).toHaveLength(1);
		});

		it('compares the two ids as numbers: 0012 and 12 are one record, refused before any request', async () => {
			const [a, b] = await state.sb.ids('companies', 2);
			await state.sb.clearRequests();
			const same = await state.sb.run(
				{ operation: 'merge', primaryRecordId: `00${a}`, recordIdToMerge: '={{ $json.id }}' },
				[{ id: a }, { id: `0${b}` }],
				{ continueOnFail: true },
			);
			expect(same.items.map((i) => i.json.error ?? i.json.mergedRecordIds)).toEqual([
				`Record ID to Merge: must differ from the Primary Record ID (both are ${a}) (item 0)`,
				[a, b],
			]);
			const merges = (await state.sb.requests()).filter((r) => r.path.endsWith('/merge'));
			expect(merges.map((r) => r.body)).toEqual([{ primaryObjectId: a, objectIdToMerge: b }]);
		});

		it('says a merge may have been applied when a gateway answers 504 after HubSpot merged', async () => {
			const [a, b] = await state.sb.ids('companies', 2);
			await state.sb.control('POST', 'faults', {
				method: 'POST',
				path: '/merge',
				apply: true,
				status: 504,
				body: '<html><body>504 Gateway Time-out</body></html>',
			});
			const result = await state.sb.run({
				operation: 'merge',
				primaryRecordId: a,
				recordIdToMerge: b,
			});
			expect(result.error?.message).toMatch(
				/HubSpot may have applied it: not sent again, as repeating it could write twice; check in HubSpot whether it was applied before running it again/,
			);
			expect((await state.sb.requests()).filter((r) => r.path.endsWith('/merge'))).toHaveLength(1);
		});

		it("reports HubSpot's refusal of an unknown record, and is not sent again after a connection reset, which may have merged", async () => {
			const [a, b] = await state.sb.ids('companies', 2);
			const unknown = await state.sb.run(
				{ operation: 'merge', primaryRecordId: a, recordIdToMerge: '999999999' },
				[{}],
				{ continueOnFail: true },
			);
			expect(unknown.items[0].json).toEqual(
				expect.objectContaining({ httpCode: '404', category: 'OBJECT_NOT_FOUND' }),
			);
			await state.sb.clearRequests();
			await state.sb.control('POST', 'faults', {
				method: 'POST',
				path: '/merge',
				apply: true,
				resetAfter: 5,
			});
			const reset = await state.sb.run({
				operation: 'merge',
				primaryRecordId: a,
				recordIdToMerge: b,
			});
			expect(reset.error?.message).toMatch(/could write twice/);
			expect((await state.sb.requests()).filter((r) => r.path.endsWith('/merge'))).toHaveLength(1);
		});
	});

	describe('GDPR Delete', () => {
		it('deletes contacts for good by record ID and by e-mail address, one request each; an unknown address is blocklisted', async () => {
			const byId = await contact({ email: 'by-id@example.com' });
			const byEmail = await contact({ email: 'by-email@example.com' });
			await state.sb.clearRequests();
			const result = await state.sb.run(
				{
					operation: 'gdprDelete',
					identifyBy: '={{ $json.by }}',
					recordId: '={{ $json.id }}',
					email: '={{ $json.email }}',
					confirmPermanentDeletion: true,
				},
				[
					{ by: 'id', id: byId },
					{ by: 'email', email: 'by-email@example.com' },
					{ by: 'email', email: 'never-seen@example.com' },
				],
			);
			expect(result.error).toBeUndefined();
			expect(jsonOf(result)).toEqual([
				{ id: byId, gdprDeleted: true },
				{ email: 'by-email@example.com', gdprDeleted: true },
				{ email: 'never-seen@example.com', gdprDeleted: true },
			]);
			expect(pairs(result)).toEqual([0, 1, 2]);
			expect((await state.sb.requests()).map((r) => [r.method, r.path, r.status, r.body])).toEqual([
				['POST', pathIn(ENDPOINTS.contactGdprDelete), 204, { objectId: byId }],
				[
					'POST',
					pathIn(ENDPOINTS.contactGdprDelete),
					204,
					{ objectId: 'by-email@example.com', idProperty: 'email' },
				],
				[
					'POST',
					pathIn(ENDPOINTS.contactGdprDelete),
					204,
					{ objectId: 'never-seen@example.com', idProperty: 'email' },
				],
			]);
			for (const id of [byId, byEmail])
				expect((await state.sb.record('contacts', id, [], true)).status).toBe(404);
			// The blocklisted address cannot come back through the node either.
			const again = await state.sb.run({
				operation: 'create',
				objectType: 'contacts',
				propertiesInput: 'json',
				propertiesJson: '{"email": "never-seen@example.com"}',
			});
			expect(again.error?.message).toMatch(/blocklisted/);
		});

		it('refuses to run unless confirmed, and an empty or malformed ID or address, before any request', async () => {
			const id = await contact({ email: 'kept@example.com' });
			await state.sb.clearRequests();
			const unconfirmed = await state.sb.run({ operation: 'gdprDelete', recordId: id });
			expect(unconfirmed.error?.message).toBe(
				'Confirm Permanent Deletion: must be on to delete a contact permanently (item 0)',
			);
			const mappedEmpty = await state.sb.run(
				{
					operation: 'gdprDelete',
					identifyBy: 'email',
					email: '={{ $json.mail }}',
					confirmPermanentDeletion: true,
				},
				[{ mail: '' }, {}],
				{ continueOnFail: true },
			);
			expect(mappedEmpty.items.map((i) => i.json.error)).toEqual([
				'Email: must not be empty (item 0)',
				'Email: must not be empty (item 1)',
			]);
			const notAddress = await state.sb.run({
				operation: 'gdprDelete',
				identifyBy: 'email',
				email: 'kept',
				confirmPermanentDeletion: true,
			});
			expect(notAddress.error?.message).toBe(
				'Email: must be an e-mail address such as name@example.com, got "kept" (item 0)',
			);
			const emptyId = await state.sb.run(
				{ operation: 'gdprDelete', recordId: '={{ $json.id }}', confirmPermanentDeletion: true },
				[{}],
			);
			expect(emptyId.error?.message).toBe('Record ID: must not be empty (item 0)');
			expect(await state.sb.requests()).toHaveLength(0);
			expect((await state.sb.record('contacts', id)).status).toBe(200);
		});
	});
});
