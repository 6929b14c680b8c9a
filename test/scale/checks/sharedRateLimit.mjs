// Several executions on several workers share one HubSpot account's limit (110 requests per rolling
// 10 s for a public app): each worker has its own limiter, so they must converge on the shared limit
// through what HubSpot answers. Every record is written exactly once, no 429 reaches the user, and the
// run's wall time is held to 1.15 times the floor the limit allows.
import { BATCH_UPDATE_PATH } from '../lib/workflows.mjs';

const BATCH_SIZE = 100;
const TEN_SECONDS = 10_000;

/**
 * How close the workers must come to the floor, and how many refusals they may run into on the way
 * (issue #38: 1.24x with 103 429s before the limiter's refusals counted as a full window and
 * other workers' places were left to them; 1.05–1.10x with 54–65 since).
 */
const MAX_RATIO_TO_FLOOR = 1.15;
const MAX_REFUSALS = 80;

/** The least time `requests` need at `max` per rolling window: the last group starts this late. */
export const floorMs = (requests, max) => (Math.ceil(requests / max) - 1) * TEN_SECONDS;

export async function checkSharedRateLimit(
	{ report, sandbox, webhookUrl, workers, logs },
	{ executions, recordsPerExecution },
) {
	const figures = {};
	await report.attempt(
		`${executions} Batch Update executions of ${recordsPerExecution.toLocaleString('en')} companies each, started at once on one OAuth2 credential and run by two workers, write every company exactly once with no 429 reaching the user, within ${MAX_RATIO_TO_FLOOR} times the floor the limit allows`,
		async () => {
			const total = executions * recordsPerExecution;
			const { ids } = await sandbox.control('POST', 'seed', {
				objectType: 'companies',
				count: total,
			});
			const max = (await sandbox.control('GET', 'config')).rateLimits.oauthPerTenSeconds;
			await sandbox.control('DELETE', 'requests');
			const before = workers.map((worker) => logs.executionsStartedBy(worker).length);
			const started = performance.now();
			const answers = await Promise.all(
				Array.from({ length: executions }, async (_, n) => {
					const response = await fetch(`${webhookUrl}webhook/${BATCH_UPDATE_PATH}`, {
						method: 'POST',
						headers: { 'Content-Type': 'application/json' },
						body: JSON.stringify({
							ids: ids.slice(n * recordsPerExecution, (n + 1) * recordsPerExecution),
						}),
					});
					return { status: response.status, body: await response.text() };
				}),
			);
			const wallMs = performance.now() - started;
			const problems = [];
			const perWorker = workers.map(
				(worker, n) => logs.executionsStartedBy(worker).length - before[n],
			);
			if (perWorker.filter((count) => count > 0).length < 2)
				problems.push(
					`the executions did not run on two workers (started per worker: ${perWorker.join(', ')})`,
				);
			for (const [n, answer] of answers.entries()) {
				const result = answer.status === 200 ? JSON.parse(answer.body) : undefined;
				if (result?.updated !== recordsPerExecution || result.errorItems !== 0)
					problems.push(
						`execution ${n + 1} answered HTTP ${answer.status} ${answer.body.slice(0, 300)}`,
					);
			}
			const requests = (await sandbox.requests()).filter(
				(r) => r.method === 'POST' && /\/companies\/batch\/update$/.test(r.path),
			);
			const accepted = requests.filter((r) => r.status === 200).length;
			const refused = requests.filter((r) => r.status === 429).length;
			const others = requests
				.filter((r) => r.status !== 200 && r.status !== 429)
				.map((r) => r.status);
			const { recordsByWriteCount } = await sandbox.control(
				'GET',
				'crm/companies/writes?property=description',
			);
			const expectedRequests = executions * Math.ceil(recordsPerExecution / BATCH_SIZE);
			if (accepted !== expectedRequests)
				problems.push(`${accepted} batch updates accepted, expected ${expectedRequests}`);
			if (others.length) problems.push(`other answers: ${others.join(', ')}`);
			if (
				recordsByWriteCount['1'] !== total ||
				Object.keys(recordsByWriteCount).some((count) => Number(count) > 1)
			) {
				problems.push(
					`companies by number of writes: ${JSON.stringify(recordsByWriteCount)} (expected ${total} written once)`,
				);
			}
			const writtenMoreThanOnce = Object.entries(recordsByWriteCount).reduce(
				(sum, [count, records]) => sum + (Number(count) > 1 ? records : 0),
				0,
			);
			const floor = floorMs(accepted, max);
			Object.assign(figures, {
				executions,
				recordsPerExecution,
				executionsPerWorker: perWorker,
				accepted,
				refused429: refused,
				wallSeconds: +(wallMs / 1000).toFixed(1),
				floorSeconds: floor / 1000,
				ratioToFloor: floor > 0 ? +(wallMs / floor).toFixed(2) : undefined,
				writtenMoreThanOnce,
			});
			console.log(`shared rate limit: ${JSON.stringify(figures)}`);
			console.log(
				`shared rate limit: ${figures.wallSeconds} s for a floor of ${figures.floorSeconds} s, ${figures.ratioToFloor}x (target <= ${MAX_RATIO_TO_FLOOR}x), ${refused} 429s absorbed (target <= ${MAX_REFUSALS})`,
			);
			if (floor > 0 && !(wallMs <= MAX_RATIO_TO_FLOOR * floor))
				problems.push(
					`${figures.ratioToFloor}x the floor of ${floor / 1000} s (at most ${MAX_RATIO_TO_FLOOR}x)`,
				);
			if (refused > MAX_REFUSALS)
				problems.push(`${refused} requests refused with 429 (at most ${MAX_REFUSALS})`);
			return problems;
		},
	);
	return figures;
}
