import { sleep } from 'n8n-workflow';

/**
 * Asks `next` every `intervalMs` until `done` holds for its answer or `maxWaitMs` has passed since the
 * call: HubSpot's asynchronous tasks (a file import, a single send) are followed this way. Returns the
 * last answer and whether the wait ran out before it was done.
 */
export async function waitForStatus<T>(
	first: T,
	next: () => Promise<T>,
	done: (answer: T) => boolean,
	{ maxWaitMs, intervalMs }: { maxWaitMs: number; intervalMs: number },
): Promise<{ answer: T; timedOut: boolean }> {
	const until = Date.now() + maxWaitMs;
	let answer = first;
	while (!done(answer) && Date.now() < until) {
		await sleep(Math.min(intervalMs, Math.max(0, until - Date.now())));
		answer = await next();
	}
	return { answer, timedOut: !done(answer) };
}
