import { collectPages } from '../../nodes/shared/transport/pagination';

describe('collectPages', () => {
	it('follows cursors to the last page, asking no more than is still wanted', async () => {
		const asked: Array<[string | undefined, number]> = [];
		const pages: Record<string, { results: number[]; next?: string }> = {
			start: { results: [1, 2], next: 'b' },
			b: { results: [3, 4], next: 'c' },
			c: { results: [5] },
		};
		const fetchPage = async (cursor: string | undefined, size: number) => {
			asked.push([cursor, size]);
			return pages[cursor ?? 'start'];
		};
		expect(await collectPages(fetchPage, { returnAll: true, limit: 0, maxPageSize: 2 })).toEqual([
			1, 2, 3, 4, 5,
		]);
		expect(asked).toEqual([
			[undefined, 2],
			['b', 2],
			['c', 2],
		]);
		asked.length = 0;
		expect(await collectPages(fetchPage, { returnAll: false, limit: 3, maxPageSize: 2 })).toEqual([
			1, 2, 3,
		]);
		expect(asked).toEqual([
			[undefined, 2],
			['b', 1],
		]);
	});

	it('ends at a cursor given before instead of paging forever', async () => {
		let calls = 0;
		const fetchPage = async (cursor: string | undefined) => {
			calls++;
			return {
				results: [cursor ?? 'first'],
				next: cursor === undefined ? 'a' : cursor === 'a' ? 'b' : 'a',
			};
		};
		expect(await collectPages(fetchPage, { returnAll: true, limit: 0, maxPageSize: 100 })).toEqual([
			'first',
			'a',
			'b',
		]);
		expect(calls).toBe(3);
	});

	it('ends an ordered list at the first record endsAt names, asking for no further page', async () => {
		const asked: Array<string | undefined> = [];
		const pages: Record<string, { results: number[]; next?: string }> = {
			start: { results: [9, 8], next: 'b' },
			b: { results: [7, 3, 2], next: 'c' },
			c: { results: [1] },
		};
		const fetchPage = async (cursor: string | undefined) => {
			asked.push(cursor);
			return pages[cursor ?? 'start'];
		};
		expect(
			await collectPages(fetchPage, {
				returnAll: true,
				limit: 0,
				maxPageSize: 3,
				endsAt: (n) => n < 5,
			}),
		).toEqual([9, 8, 7]);
		expect(asked).toEqual([undefined, 'b']);
	});
});
