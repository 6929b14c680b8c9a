/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { useActionSandbox } from '../hubSpotWorkflowActionTrigger/fixture';

describe('HubSpot Automation: Workflow Action → Complete and Complete Many', () => {
	const action = useActionSandbox();
	const run = (
		operation: 'complete' | 'completeMany',
		parameters: IDataObject,
		input: IDataObject[],
		continueOnFail = false,
	) =>
		action.sb.engine.runNode(
			{
				type: 'hubSpotAutomation',
				parameters: {
					authentication: 'appToken',
					resource: 'workflowAction',
					operation,
					...parameters,
				},
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			input,
		);
	const outputs = (fields: Record<string, string>) => ({
		outputFields: {
			field: Object.entries(fields).map(([name, value]) => ({ name, value })),
		},
	});
	/** Blocked executions of the action, as the trigger left them: their callback IDs as items. */
	const blocked = async (count: number) => {
		await action.publish();
		const items: IDataObject[] = [];
		for (let i = 0; i < count; i++) items.push({ callbackId: (await action.enroll()).callbackId });
		await action.sb.clearRequests();
		return items;
	};

	it('completes a blocked action with its output fields; HubSpot stores them', async () => {
		const [item] = await blocked(1);
		const result = await run(
			'complete',
			{ callbackId: '={{ $json.callbackId }}', ...outputs({ score: '42', grade: 'A' }) },
			[item],
		);
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([
			{
				callbackId: item.callbackId,
				completed: true,
				executionState: 'SUCCESS',
				outputFields: { score: '42', grade: 'A' },
			},
		]);
		const [request] = await action.sb.requests();
		expect([request.method, request.path, request.status]).toEqual([
			'POST',
			pathIn(ENDPOINTS.workflowActionCallbackComplete, { callbackId: String(item.callbackId) }),
			204,
		]);
		expect(request.body).toEqual({
			outputFields: { score: '42', grade: 'A', hs_execution_state: 'SUCCESS' },
			typedOutputs: {},
		});
		const execution = await action.execution(String(item.callbackId));
		expect([execution.state, execution.completedBy, execution.outputFields]).toEqual([
			'SUCCESS',
			'callback',
			{ score: '42', grade: 'A' },
		]);
	});

	it('reports a failure as FAIL_CONTINUE', async () => {
		const [item] = await blocked(1);
		await run('complete', { callbackId: item.callbackId, executionState: 'FAIL_CONTINUE' }, [{}]);
		expect((await action.execution(String(item.callbackId))).state).toBe('FAIL_CONTINUE');
	});

	it('completes many in one request, each output paired to its item', async () => {
		const items = await blocked(3);
		const result = await run(
			'completeMany',
			{ callbackId: '={{ $json.callbackId }}', ...outputs({ score: '={{ $itemIndex * 10 }}' }) },
			items,
		);
		expect(result.error).toBeUndefined();
		expect(pairs(result)).toEqual([0, 1, 2]);
		expect(jsonOf(result).map((json) => [json.callbackId, json.outputFields])).toEqual(
			items.map((item, index) => [item.callbackId, { score: String(index * 10) }]),
		);
		const requests = await action.sb.requests();
		expect(requests.map((r) => [r.path, r.status])).toEqual([
			[pathIn(ENDPOINTS.workflowActionCallbacksComplete), 204],
		]);
		for (const [index, item] of items.entries()) {
			const execution = await action.execution(String(item.callbackId));
			expect([execution.state, execution.completedBy, execution.outputFields]).toEqual([
				'SUCCESS',
				'batchCallback',
				{ score: String(index * 10) },
			]);
		}
	});

	it('refuses a completed, an unknown and an expired callback as HubSpot does', async () => {
		const [done, later] = await blocked(2);
		await run('complete', { callbackId: done.callbackId }, [{}]);
		await action.sb.control('POST', 'clock', { advanceMs: 8 * 24 * 3600 * 1000 });
		const result = await run(
			'complete',
			{ callbackId: '={{ $json.callbackId }}' },
			[done, { callbackId: 'ap-0-0-0-404' }, later],
			true,
		);
		await action.sb.control('POST', 'clock', { advanceMs: -8 * 24 * 3600 * 1000 });
		expect(pairs(result)).toEqual([0, 1, 2]);
		expect(jsonOf(result).map((json) => [json.httpCode, json.category, json.error])).toEqual([
			[
				'409',
				'CONFLICT',
				`The action execution of callback ${String(done.callbackId)} is not waiting (SUCCESS)`,
			],
			['404', 'OBJECT_NOT_FOUND', 'No action execution is waiting on callback ap-0-0-0-404'],
			['400', 'VALIDATION_ERROR', `The callback ${String(later.callbackId)} expired`],
		]);
	});

	it('fails every item of a batch HubSpot refuses, completing none', async () => {
		const items = await blocked(2);
		await run('complete', { callbackId: items[0].callbackId }, [{}]);
		const result = await run(
			'completeMany',
			{ callbackId: '={{ $json.callbackId }}' },
			items,
			true,
		);
		expect(pairs(result)).toEqual([0, 1]);
		expect(jsonOf(result).map((json) => json.httpCode)).toEqual(['409', '409']);
		expect((await action.execution(String(items[1].callbackId))).state).toBe('BLOCKED');
	});

	it.each([
		[{ callbackId: '={{ $json.none }}' }, 'Callback ID'],
		[{ callbackId: 'ap-1', ...outputs({ hs_execution_state: 'BLOCK' }) }, 'Output Fields'],
		[{ callbackId: 'ap-1', ...outputs({ 'my score': '1' }) }, 'Output Fields'],
		[{ callbackId: 'ap-1', executionState: 'BLOCK' }, 'Execution State'],
	])(
		'refuses bad input before any request, naming the field and item: %j',
		async (parameters, field) => {
			await blocked(0);
			for (const operation of ['complete', 'completeMany'] as const) {
				const result = await run(operation, parameters, [{}]);
				expect(result.error?.message).toContain(field);
				expect(result.error?.message).toContain('item 0');
			}
			expect(await action.sb.requests()).toEqual([]);
		},
	);
});
