import type { INodeExecutionData, IPollFunctions } from 'n8n-workflow';

/** What one scheduled poll may spend: when it started and when it stops starting new reads (epoch ms). */
export interface PollWindow {
	startedAt: number;
	deadline: number;
}

/** What a polling trigger does in each of n8n's two ways of calling `poll()`. */
export interface PollHandlers {
	/** The editor's Fetch Test Event (mode `manual`): recent data, no cursor read or written. */
	testRun: () => Promise<INodeExecutionData[][] | null>;
	/**
	 * A scheduled poll (and the one n8n runs on publishing): reads from the cursor in the node's static
	 * data until `window.deadline`, writes the cursor moved past what it returns, returns the items.
	 */
	scheduled: (window: PollWindow) => Promise<INodeExecutionData[][] | null>;
}

/**
 * Longest a poll reads: half the shortest interval n8n allows (a minute). n8n starts the next poll
 * on its schedule whether or not this one has finished; a poll that ends well inside the interval
 * has handed its cursor over before the next one starts. A longer backlog is read over several polls.
 */
export const READ_LIMIT_MS = 30_000;

/** Share of n8n's poll budget (2.41 and later, with durable scheduling) spent reading; the rest is the hand-off's. */
const BUDGET_SHARE = 0.6;

/**
 * A poll older than this no longer holds its trigger back: n8n abandons a poll after its budget
 * (5 minutes by default), and a poll that never finishes must not stop the trigger for good.
 */
const ABANDONED_AFTER_MS = 5 * 60_000;

/**
 * The scheduled polls of this process still running, per trigger (workflow id and node id), with
 * their start. n8n starts a poll on every tick without waiting for the one before, and the static
 * data both would read is the same object: a second poll would read the window the first has not
 * moved the cursor past yet, and emit it again.
 */
const running = new Map<string, number>();

/** When a poll that started at `startedAt` stops reading: the read limit, inside n8n's budget where it gives one. */
export function readDeadline(ctx: IPollFunctions, startedAt: number): number {
	const budget =
		typeof ctx.getPollBudgetMs === 'function' ? ctx.getPollBudgetMs() * BUDGET_SHARE : Infinity;
	return startedAt + Math.min(READ_LIMIT_MS, budget);
}

/**
 * Runs one call of a polling trigger's `poll()`: a test run as it is; a scheduled poll bounded (it
 * reads until its deadline, at most 30 s) and serialised (a poll that starts while an earlier one
 * of the same trigger still runs does nothing and returns null, before any request). Every polling
 * trigger's `poll()` is this call.
 */
export async function runPoll(
	ctx: IPollFunctions,
	handlers: PollHandlers,
): Promise<INodeExecutionData[][] | null> {
	if (ctx.getMode() === 'manual') return await handlers.testRun();
	const startedAt = Date.now();
	const key = `${ctx.getWorkflow().id ?? ''}:${ctx.getNode().id}`;
	const earlier = running.get(key);
	if (earlier !== undefined && startedAt - earlier < ABANDONED_AFTER_MS) return null;
	running.set(key, startedAt);
	try {
		return await handlers.scheduled({ startedAt, deadline: readDeadline(ctx, startedAt) });
	} finally {
		// A newer poll that took over from an abandoned one keeps its mark.
		if (running.get(key) === startedAt) running.delete(key);
	}
}
