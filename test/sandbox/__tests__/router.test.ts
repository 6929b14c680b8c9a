import { Router } from '../router';
import type { Route } from '../types';

const route = (method: Route['method'], pattern: string): Route => ({
	method,
	pattern,
	auth: { kind: 'none' },
	handler: () => ({ status: 200 }),
});

describe('sandbox router', () => {
	it('prefers literal segments over parameters and decodes parameters', () => {
		const router = new Router();
		router.add([
			route('POST', '/crm/v3/objects/{objectType}/{id}'),
			route('POST', '/crm/v3/objects/{objectType}/batch/read'),
		]);
		const batch = router.match('POST', '/crm/v3/objects/companies/batch/read');
		expect(batch !== undefined && batch !== 'method-not-allowed' && batch.route.pattern).toBe(
			'/crm/v3/objects/{objectType}/batch/read',
		);
		const one = router.match('POST', '/crm/v3/objects/0-3/a%20b');
		expect(one !== undefined && one !== 'method-not-allowed' && one.params).toEqual({
			objectType: '0-3',
			id: 'a b',
		});
		expect(router.match('GET', '/crm/v3/objects/companies/batch/read')).toBe('method-not-allowed');
		expect(router.match('GET', '/nowhere')).toBeUndefined();
	});
});
