/**
 * The polls of this process still running, per trigger (workflow id and node id) with their start.
 * n8n starts a poll on every tick of its schedule without waiting for the one before: a second poll
 * of the same trigger must not start on a window the first has not saved yet.
 */
const running = new Map<string, number>();

/**
 * A poll older than this no longer holds its trigger back: n8n abandons a poll after its budget
 * (5 minutes by default), and a poll that never finishes must not stop the trigger for good.
 */
const ABANDONED_AFTER_MS = 5 * 60_000;

/** Marks a poll of `key` as running, unless another one still is: false then, and the poll does nothing. */
export function startPoll(key: string, startedAt: number): boolean {
	const earlier = running.get(key);
	if (earlier !== undefined && startedAt - earlier < ABANDONED_AFTER_MS) return false;
	running.set(key, startedAt);
	return true;
}

/** Ends the poll of `key` that started at `startedAt` (a newer one that took over stays). */
export function endPoll(key: string, startedAt: number): void {
	if (running.get(key) === startedAt) running.delete(key);
}
